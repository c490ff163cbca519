import { describe, expect, it } from 'vitest';
import { splitFullName } from './names.ts';

describe('splitFullName', () => {
  it('takes one word as the first name only', () => {
    expect(splitFullName('Priya')).toEqual({ firstName: 'Priya', middleName: '', lastName: '', fullName: 'Priya' });
  });

  it('takes two words as first and last name', () => {
    expect(splitFullName('Priya Sharma')).toEqual({
      firstName: 'Priya',
      middleName: '',
      lastName: 'Sharma',
      fullName: 'Priya Sharma',
    });
  });

  it('takes the second of three or more words as the middle name and the rest as the last name', () => {
    expect(splitFullName('  Rahul  Kumar Verma ')).toEqual({
      firstName: 'Rahul',
      middleName: 'Kumar',
      lastName: 'Verma',
      fullName: 'Rahul Kumar Verma',
    });
    expect(splitFullName('Ravi Kumar Singh Rathore')).toMatchObject({ middleName: 'Kumar', lastName: 'Singh Rathore' });
  });
});
