import { describe, expect, it } from 'vitest';
import { fillMessage } from './fill-message.ts';

describe('fillMessage', () => {
  it('fills each placeholder with its value as written, numbers included', () => {
    expect(
      fillMessage('Applied for {{jobName}} at {{companyName}}, {{cityName}}', {
        jobName: 'Data Analyst',
        companyName: 'Infosys',
        cityName: 'Pune',
      }),
    ).toBe('Applied for Data Analyst at Infosys, Pune');
    expect(fillMessage('Failed to transfer (HTTP {{httpStatus}})', { httpStatus: 502 })).toBe(
      'Failed to transfer (HTTP 502)',
    );
  });

  it("keeps '$' patterns and braces in a value literally, and a placeholder without a value as it is", () => {
    expect(fillMessage('Error saving skills: {{message}}', { message: "$& $' $1 {{message}}" })).toBe(
      "Error saving skills: $& $' $1 {{message}}",
    );
    expect(fillMessage('Hello {{name}}', {})).toBe('Hello {{name}}');
  });
});
