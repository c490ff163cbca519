import { describe, expect, it } from 'vitest';
import { compileTemplates, matchTemplate } from './message-templates.ts';

describe('reading a built message back into its template', () => {
  it('finds the template and the values it was filled with', () => {
    const templates = compileTemplates(['Resume', 'Applied for {{jobName}} at {{companyName}}, {{cityName}}']);

    expect(matchTemplate(templates, 'Applied for Data Analyst at Infosys, Pune')).toEqual({
      template: 'Applied for {{jobName}} at {{companyName}}, {{cityName}}',
      values: { jobName: 'Data Analyst', companyName: 'Infosys', cityName: 'Pune' },
    });
  });

  it('leaves keys without a placeholder to the exact lookup, and a text no template fits unmatched', () => {
    const templates = compileTemplates(['Resume', 'Error saving skills: {{message}}']);

    expect(templates.map((t) => t.template)).toEqual(['Error saving skills: {{message}}']);
    expect(matchTemplate(templates, 'Resume')).toBeNull();
    expect(matchTemplate(templates, 'Error saving resume: Network error')).toBeNull();
    expect(matchTemplate(templates, 'Something the server wrote itself')).toBeNull();
  });

  it("takes a template's '.', '?', '(', ')', '+', '$' and '*' literally", () => {
    const templates = compileTemplates([
      'Failed to transfer (HTTP {{httpStatus}})',
      'Amount must be greater than ₹0 and less than your available balance ₹{{balance}}',
      'Retry? {{count}}+ tries cost $1.50 *each*.',
    ]);

    expect(matchTemplate(templates, 'Failed to transfer (HTTP 502)')?.values).toEqual({ httpStatus: '502' });
    expect(matchTemplate(templates, 'Failed to transfer HTTP 502')).toBeNull();
    expect(matchTemplate(templates, 'Retry? 3+ tries cost $1.50 *each*.')?.values).toEqual({ count: '3' });
    // '.' is not any character, '?' does not make the 'y' optional, '+' does not repeat the value.
    expect(matchTemplate(templates, 'Retry? 3+ tries cost $1x50 *each*.')).toBeNull();
    expect(matchTemplate(templates, 'Retr 3+ tries cost $1.50 *each*.')).toBeNull();
    expect(matchTemplate(templates, 'Retry? 3 tries cost $1.50 *each*.')).toBeNull();
    expect(
      matchTemplate(templates, 'Amount must be greater than ₹0 and less than your available balance ₹1,250')?.values,
    ).toEqual({
      balance: '1,250',
    });
  });

  it('prefers the template with more fixed text when two fit', () => {
    const templates = compileTemplates([
      'Invalid mobile number for {{name}}',
      'Invalid mobile number for {{name}}. Please enter a valid 10-digit number starting with 6-9.',
      'Interview (round {{round}}) on {{when}}',
      'Interview (round {{round}}) on {{when}} - {{where}}',
    ]);

    expect(
      matchTemplate(
        templates,
        'Invalid mobile number for Asha. Please enter a valid 10-digit number starting with 6-9.',
      ),
    ).toEqual({
      template: 'Invalid mobile number for {{name}}. Please enter a valid 10-digit number starting with 6-9.',
      values: { name: 'Asha' },
    });
    expect(matchTemplate(templates, 'Invalid mobile number for Asha')?.values).toEqual({ name: 'Asha' });
    expect(matchTemplate(templates, 'Interview (round 2) on 2026-11-21 10:00:00 - Online, Pune')?.values).toEqual({
      round: '2',
      when: '2026-11-21 10:00:00',
      where: 'Online, Pune',
    });
  });

  it('keeps a value that holds several lines or is empty', () => {
    const templates = compileTemplates(['Error saving skills: {{message}}']);

    expect(matchTemplate(templates, 'Error saving skills: line one\nline two')?.values).toEqual({
      message: 'line one\nline two',
    });
    expect(matchTemplate(templates, 'Error saving skills: ')?.values).toEqual({ message: '' });
  });

  it('never compiles a template that is only placeholders (it would fit any text)', () => {
    expect(compileTemplates(['{{message}}', '{{a}}{{b}}'])).toEqual([]);
  });
});
