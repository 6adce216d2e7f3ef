-- The admin's owner picker finds users by the start of their email (hand-written): this index
-- serves the range "email" COLLATE "C" >= 'text' AND < 'texu', in that order, whatever the
-- database's collation. On SQLite the unique email index (binary order) already serves it.
CREATE INDEX "User_email_prefix_idx" ON "User" ("email" COLLATE "C");
