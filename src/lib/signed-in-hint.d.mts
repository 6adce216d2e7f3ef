export const SIGNED_IN_HINT: string;
export const SIGNED_IN_ATTRIBUTE: string;
export const SIGNED_IN_HINT_SCRIPT: string;
