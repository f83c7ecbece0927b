import { DEFAULT_TARGET_AUDIENCE } from '@plano/core';
import { describe, expect, it } from 'vitest';
import { audienceErrors, genderOfSex, sexOfGender } from './audience-errors.ts';

describe('the audience edited in the planning filters', () => {
  it('names what is wrong under the field that is wrong, and nothing for a valid audience', () => {
    expect(audienceErrors(DEFAULT_TARGET_AUDIENCE)).toEqual({});
    expect(audienceErrors({ ...DEFAULT_TARGET_AUDIENCE, classes: [] })).toEqual({
      classes: 'Choose at least one socio-economic class',
    });
    expect(audienceErrors({ ...DEFAULT_TARGET_AUDIENCE, age_from: 50, age_to: 30 })).toEqual({
      age_to: 'Age from must not be above Age to',
    });
    expect(audienceErrors({ ...DEFAULT_TARGET_AUDIENCE, age_to: 120 })).toEqual({
      age_to: 'Age to must be between 0 and 100',
    });
  });

  it('reads the gender filter as the audience’s sex and back', () => {
    expect(genderOfSex('all')).toBeNull();
    expect(genderOfSex('female')).toBe('female');
    expect(sexOfGender(null)).toBe('all');
    expect(sexOfGender('male')).toBe('male');
  });
});
