import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '../i18n/resources/en.ts';
import { ko } from '../i18n/resources/ko.ts';
import { ApiError } from './api-error.ts';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'ko', resources: { ko: { translation: ko }, en: { translation: en } } });
});

/** A 400 as the server sends it for a refused registration (error-envelope.ts). */
const refused = () =>
  new ApiError(400, 'ValidationError', 'Invalid body.username: must be at most 50 characters; …', {
    errors: [
      {
        path: ['body', 'username'],
        message: 'must be at most 50 characters',
        code: 'too_big',
        origin: 'string',
        maximum: 50,
      },
      { path: ['body', 'email'], message: 'Invalid email address', code: 'invalid_format', format: 'email' },
      {
        path: ['body', 'password'],
        message: 'must be at least 8 characters',
        code: 'too_small',
        origin: 'string',
        minimum: 8,
      },
      {
        path: ['body', 'name'],
        message: 'Too small: expected string to have >=1 characters',
        code: 'too_small',
        origin: 'string',
        minimum: 1,
      },
      {
        path: ['body', 'samplesPerRun'],
        message: 'Too big: expected number to be <=5',
        code: 'too_big',
        origin: 'number',
        maximum: 5,
      },
      { path: ['body', 'other'], message: 'must not contain control characters', code: 'custom' },
    ],
  });

describe("the server's refusals, said on their fields in the interface's language", () => {
  it('in Korean', async () => {
    await i18n.changeLanguage('ko');
    expect(refused().fieldErrors(i18n.t)).toEqual({
      username: '50자 이하로 입력하세요',
      email: '올바른 이메일 주소를 입력하세요',
      password: '8자 이상 입력하세요',
      name: '필수 항목입니다',
      samplesPerRun: '5 이하로 입력하세요',
      other: '올바르지 않은 값입니다',
    });
  });

  it('in English', async () => {
    await i18n.changeLanguage('en');
    expect(refused().fieldErrors(i18n.t)).toMatchObject({
      username: 'At most 50 characters',
      email: 'Enter a valid e-mail address',
      samplesPerRun: 'At most 5',
    });
  });

  it("as the server's words without a translator (for logs and tests)", () => {
    expect(refused().fieldErrors().username).toBe('must be at most 50 characters');
  });
});
