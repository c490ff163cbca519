import { describe, expect, it } from 'vitest';
import { refusalText } from './refusal-text.ts';

describe('a refusal in words', () => {
  it.each([
    ['{"success":false,"message":" Invalid PAN "}', 'Invalid PAN'],
    ['{"error":"Aadhaar not readable"}', 'Aadhaar not readable'],
    ['{"status":false,"responseMessage":"Invalid OTP"}', 'Invalid OTP'],
    ['{"message":"  ","error":"File too large"}', 'File too large'],
    ['"No valid skills to save"', 'No valid skills to save'],
    ['Resume file is required or invalid format\n', 'Resume file is required or invalid format'],
  ])('reads %s as %j', (body, words) => {
    expect(refusalText(body)).toBe(words);
  });

  it.each([
    ['an empty body', ''],
    ['a JSON object without words', '{"success":false,"data":null}'],
    ['a number', '500'],
    ['an HTML error page', '<html><body><h1>502 Bad Gateway</h1></body></html>'],
  ])('finds nothing in %s, so the screen says its own words', (_, body) => {
    expect(refusalText(body)).toBe('');
  });

  it('keeps a long plain-text body to its first 200 characters', () => {
    expect(refusalText(`Refused: ${'x'.repeat(400)}`)).toHaveLength(200);
  });
});
