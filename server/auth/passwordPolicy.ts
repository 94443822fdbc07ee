import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { MIN_PASSWORD_LENGTH } from '../../src/contract/schemas';

/** zxcvbn's score 2 and up: at least a million guesses for an attacker who tries common passwords and patterns first. */
const MIN_SCORE = 2;

export interface PasswordOwner {
  username: string;
  nup: string;
  name: string;
}

/** Says what is wrong with a new password, in Indonesian, or null when it may be used. */
export type PasswordCheck = (password: string, owner: PasswordOwner) => string | null;

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * The rule for every new password (the app's Ubah Password, HR's admin commands and imports): at least 8 characters,
 * not the username, NUP or name, and not guessable from zxcvbn-ts's list of ~50,000 common passwords, its keyboard
 * patterns, repeats and sequences, nor from the owner's own name and numbers. Its dictionary (~400 KB) is loaded on
 * the first new password, not at start.
 */
export async function passwordCheck(): Promise<PasswordCheck> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([{ ZxcvbnFactory }, common]) => new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs }),
  );
  const zxcvbn = await estimator;
  return (password, owner) => {
    if (password.length < MIN_PASSWORD_LENGTH) return `Password minimal ${MIN_PASSWORD_LENGTH} karakter.`;
    const plain = (text: string) => text.toLowerCase().replace(/\s+/g, '');
    if ([owner.username, owner.nup, owner.name].some((own) => own && plain(own) === plain(password))) {
      return 'Password tidak boleh sama dengan username, NUP, atau nama.';
    }
    const ownWords = [owner.username, owner.nup, ...owner.name.split(/\s+/)].filter((word) => word.length > 0);
    if (zxcvbn.check(password, ownWords).score < MIN_SCORE) {
      return 'Password terlalu mudah ditebak (umum dipakai, berulang, atau berurutan). Pilih yang lain.';
    }
    return null;
  };
}
