-- CreateTable
CREATE TABLE "BusinessTemplate" (
    "id" TEXT NOT NULL,
    "categoryId" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BusinessTemplate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BusinessTemplateService" (
    "id" TEXT NOT NULL,
    "templateId" TEXT NOT NULL,
    "serviceName" TEXT NOT NULL,
    "description" TEXT,
    "priceFromCents" INTEGER,
    "priceToCents" INTEGER,
    "durationMinutes" INTEGER,
    "displayOrder" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "BusinessTemplateService_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BusinessTemplateTag" (
    "templateId" TEXT NOT NULL,
    "tagId" TEXT NOT NULL,

    CONSTRAINT "BusinessTemplateTag_pkey" PRIMARY KEY ("templateId","tagId")
);

-- CreateIndex
CREATE UNIQUE INDEX "BusinessTemplate_categoryId_key" ON "BusinessTemplate"("categoryId");

-- CreateIndex
CREATE INDEX "BusinessTemplateService_templateId_displayOrder_idx" ON "BusinessTemplateService"("templateId", "displayOrder");

-- CreateIndex
CREATE INDEX "BusinessTemplateTag_tagId_idx" ON "BusinessTemplateTag"("tagId");

-- AddForeignKey
ALTER TABLE "BusinessTemplate" ADD CONSTRAINT "BusinessTemplate_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "BusinessCategory"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BusinessTemplateService" ADD CONSTRAINT "BusinessTemplateService_templateId_fkey" FOREIGN KEY ("templateId") REFERENCES "BusinessTemplate"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BusinessTemplateTag" ADD CONSTRAINT "BusinessTemplateTag_templateId_fkey" FOREIGN KEY ("templateId") REFERENCES "BusinessTemplate"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BusinessTemplateTag" ADD CONSTRAINT "BusinessTemplateTag_tagId_fkey" FOREIGN KEY ("tagId") REFERENCES "BusinessTag"("id") ON DELETE CASCADE ON UPDATE CASCADE;

