-- AlterTable
ALTER TABLE "EmailMessage" ADD COLUMN     "sealedContent" TEXT;

