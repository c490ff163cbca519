import { describe, expect, it } from 'vitest';
import { loadOperations } from '#mock/contract/load-contract.ts';
import { documentedMessage } from '#mock/pipeline/documented-messages.ts';
import { openSession } from '#mock/testing/session.ts';
import { testAppPerFile } from '#mock/testing/test-app.ts';
import { declaredType, exampleRequestWith, fieldsOf, referencedSchemas, type Field } from './bounds-requests.ts';

const t = testAppPerFile(200, { resetEach: true });
const operations = loadOperations();

/** Texts that JavaScript reads as numbers but that are not written in decimal digits. */
const NOT_DECIMAL_INTEGERS = ['0x10', '0b11', '0o7', '  5', '5 ', '1e2', '5.0', '+5', 'Infinity'];
const NOT_DECIMAL_NUMBERS = ['0x10', '0b11', ' 12.5', '1e1', '+12.5', '12.', '.5', 'Infinity'];

const textFields = (type: string) =>
  operations.flatMap((op) =>
    fieldsOf(op)
      .filter((field) => field.where !== 'json' && declaredType(field.schema) === type)
      .map((field) => ({ op, field, label: `${op.operationId} ${field.where} ${field.name}` })),
  );

async function answer(opIndex: number, field: Field, value: string) {
  const op = operations[opIndex]!;
  const session = await openSession(t);
  const response = await t.inject(await exampleRequestWith(op, field, value, session.token()));
  const json = String(response.headers['content-type'] ?? '').includes('json');
  return {
    status: response.statusCode,
    message: json ? ((JSON.parse(response.body) as { message?: string }).message ?? '') : response.body,
  };
}

describe('numbers in parameters and form fields are decimal digits only', () => {
  const integers = textFields('integer');
  const numbers = textFields('number');

  it('covers the integer parameters and form fields of the contract', () => {
    expect(integers.length).toBeGreaterThanOrEqual(25);
    expect(integers.some(({ field }) => field.where === 'path')).toBe(true);
    expect(integers.some(({ field }) => field.where === 'form')).toBe(true);
    expect(numbers.length).toBeGreaterThanOrEqual(8);
  });

  it.each(integers.map((c) => [c.label, c] as const))(
    '%s refuses hexadecimal, binary, padded and exponent forms',
    async (_label, { op, field }) => {
      const index = operations.indexOf(op);
      const typeMessage = `${field.name} must be integer`;
      const expected = documentedMessage(op.operationId, field.name, false) ?? typeMessage;
      for (const form of NOT_DECIMAL_INTEGERS) {
        expect(await answer(index, field, form), `${field.name}=${JSON.stringify(form)}`).toEqual({
          status: 400,
          message: expected,
        });
      }
      // The same request in decimal digits is not refused as a malformed number.
      expect((await answer(index, field, '1')).message).not.toBe(typeMessage);
    },
  );

  it.each(numbers.map((c) => [c.label, c] as const))(
    '%s refuses forms that are not decimal notation',
    async (_label, { op, field }) => {
      const index = operations.indexOf(op);
      const typeMessage = `${field.name} must be number`;
      const expected = documentedMessage(op.operationId, field.name, false) ?? typeMessage;
      for (const form of NOT_DECIMAL_NUMBERS) {
        expect(await answer(index, field, form), `${field.name}=${JSON.stringify(form)}`).toEqual({
          status: 400,
          message: expected,
        });
      }
      expect((await answer(index, field, '12.5')).message).not.toBe(typeMessage);
    },
  );
});

describe('one rule for mobile numbers', () => {
  /**
   * The shared rule, and its two narrowings: Indian numbers only on the writes that keep a candidate's record, and
   * no '0' on the calls about one candidate (both keep MobileNumber's pattern family; contract-rules.test.ts).
   */
  const MOBILE_RULE = ['MobileNumber', 'MobileNumberOrBlank', 'IndianMobileNumber', 'CandidateMobileNumber'];
  /** Sign-in takes what its dialog sends (10 to 15 digits) and holds the number to the same rule in the server. */
  const SIGN_IN = new Set(['generateOTP', 'validateOTP']);
  const ruleOf = (operationId: string) => (SIGN_IN.has(operationId) ? ['SignInMobileNumber'] : MOBILE_RULE);
  const mobileFields = operations.flatMap((op) =>
    fieldsOf(op)
      .filter((field) => /mobile|phone/i.test(field.name))
      .map((field) => ({ op, field, label: `${op.operationId} ${field.where} ${field.name}` })),
  );

  it("every value named as a mobile number is checked by the shared MobileNumber schema (sign-in: the dialog's form)", () => {
    expect(mobileFields.length).toBeGreaterThanOrEqual(30);
    const elsewhere = mobileFields.filter(
      ({ op, field }) => !referencedSchemas(field.schema).some((name) => ruleOf(op.operationId).includes(name)),
    );
    expect(elsewhere.map((f) => f.label)).toEqual([]);
  });

  it.each(mobileFields.map((c) => [c.label, c] as const))(
    "%s refuses '09876543210' and takes '919876543210'",
    async (_label, { op, field }) => {
      const index = operations.indexOf(op);
      const refused = await answer(index, field, '09876543210');
      expect(refused.status).toBe(400);
      expect(refused.message).toMatch(/mobile|phone/i);
      for (const valid of ['9876543210', '919876543210']) {
        const taken = await answer(index, field, valid);
        expect(taken.message, `${field.name}=${valid}`).not.toBe(refused.message);
      }
    },
  );
});
