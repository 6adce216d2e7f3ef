// Imported only by prisma.config.ts for `prisma migrate` on PostgreSQL.
// @prisma/adapter-pg 6.x cannot deserialize pg_catalog's `name` (oid 19) and `"char"` (oid 18)
// columns that the migration engine reads (prisma/orm#27403). Reporting them as `text` (oid 25)
// is exact for both. The application never reads such columns, so it does not load this patch.
import pg from "pg";
import Result from "pg/lib/result.js";

const NAME = 19;
const CHAR = 18;
const TEXT = 25;
const addFields = Result.prototype.addFields;
Result.prototype.addFields = function (fieldDescriptions) {
  for (const field of fieldDescriptions) {
    if (field.dataTypeID === NAME || field.dataTypeID === CHAR) field.dataTypeID = TEXT;
  }
  return addFields.call(this, fieldDescriptions);
};
export default pg;
