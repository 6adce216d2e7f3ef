export const SESSION_COOKIE_NAME: string;
export function isSessionCookieName(name: string): boolean;
