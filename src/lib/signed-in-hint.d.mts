export const SIGNED_IN_HINT: string;
export const SIGNED_IN_ATTRIBUTE: string;
export function namedHint(name: string): string;
export function hintCookie(value: string): string;
export const SIGNED_IN_HINT_SCRIPT: string;
