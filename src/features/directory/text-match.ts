// The directory's free-text condition: the business name, category or address contains the text,
// case-insensitively.
import { columnContains, or, type Sql } from "./sql";

export function textMatches(text: string): Sql {
  return or([columnContains('b."businessName"', text), columnContains('b."category"', text), columnContains('b."address"', text)]);
}
