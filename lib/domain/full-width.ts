/** Full-width (and any other non half-width) characters are stripped from a password as typed (spec-coverage “Members: session and screens”). */
export const stripFullWidth = (value: string) => value.replace(/[^\x20-\x7e]/g, '');
