/**
 * A payload's optional file id: absent or null for none, else a stored file's id as the server makes them (18 random
 * bytes in base64url: exactly 24 characters of A–Z, a–z, 0–9, '-' and '_'); '' and anything else refused with the
 * field's own message.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { optionalFileId } from '../../src/contract/fields';

const MESSAGE = 'Foto surat tidak ditemukan. Unggah ulang foto.';
const schema = v.object({ filename_letter: optionalFileId(MESSAGE) });
const parse = (body: object) => v.safeParse(schema, body);

describe('optionalFileId', () => {
  it('reads absent and null as none', () => {
    expect(parse({})).toMatchObject({ success: true, output: { filename_letter: null } });
    expect(parse({ filename_letter: null })).toMatchObject({ success: true, output: { filename_letter: null } });
    expect(parse({ filename_letter: undefined })).toMatchObject({ success: true, output: { filename_letter: null } });
  });

  it('takes a well-formed id as it is', () => {
    for (const id of ['AbCdEfGhIjKlMnOpQrStUvWx', '0123456789_-0123456789_-', 'zzzzzzzzzzzzzzzzzzzzzzzz']) {
      expect(parse({ filename_letter: id })).toMatchObject({ success: true, output: { filename_letter: id } });
    }
  });

  it.each([
    ['empty', ''],
    ['blank', ' '.repeat(24)],
    ['one short', 'A'.repeat(23)],
    ['one long', 'A'.repeat(25)],
    ['a path', '../../uploads/AAAAAAAAAA'],
    ['padded base64', 'AAAAAAAAAAAAAAAAAAAAAA=='],
    ['with a line break', `${'A'.repeat(23)}\n`],
    ['a number', 123456789012345678901234],
    ['an array', ['AAAAAAAAAAAAAAAAAAAAAAAA']],
  ])('refuses %s with the field’s message', (_, value) => {
    const answer = parse({ filename_letter: value });
    expect(answer.success).toBe(false);
    expect(answer.issues?.[0]?.message).toBe(MESSAGE);
  });
});
