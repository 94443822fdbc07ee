import { randomInt } from 'node:crypto';

/** Letters and digits a person reads off a slip without mistaking one for another: no 0/O/o, 1/l/I/i. */
export const UNMISTAKABLE = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A password HR hands over (a new account, a reset, an import): 12 of those, about 69 bits. */
export const newPassword = (length = 12) => Array.from({ length }, () => UNMISTAKABLE[randomInt(UNMISTAKABLE.length)]).join('');
