// The benchmark's searches of several words (cases.ts runs each through searchDirectory): people
// type phrases, and a phrase used to cost a statement per word per score part.
import type { DirectorySearchInput } from "@/features/directory/schema";

export const PHRASE_CASES: Array<[name: string, input: DirectorySearchInput]> = [
  ["2 words matching most businesses (six tags and a common name word)", { search: "family owned" }],
  ["2 words matching most businesses, in a city", { search: "family owned", location: "houston" }],
  ["2 words naming a category", { search: "hair salon" }],
  ["3 words of business names", { search: "lone star tacos" }],
  ["4 words", { search: "garcia family mexican restaurant" }],
  ["5 words, two of them a tag synonym", { search: "family owned kid friendly bakery" }],
  ["10 words", { search: "best family owned mexican restaurant and bakery near downtown austin" }],
  ["60 characters of real words", { search: "open late family friendly tex mex restaurants with free wifi" }],
  [
    "100 characters (the longest text) of real words",
    { search: "local family owned plumbing and drain repair with free estimates open late on weekends near downtown" },
  ],
  ["words that match nothing", { search: "submarine telescope" }],
  ["a word that matches nothing among common ones", { search: "family owned submarine" }],
];
