import { describe, expect, it } from 'vitest';
import { DEFAULT_TARGET_AUDIENCE } from '../api/audience.ts';
import { audienceClassesText, audienceClassLabel, describeAudience } from './audience.ts';

const WORDS = {
  sex: { all: 'Everyone', male: 'Men', female: 'Women' },
  ages: (ages: string) => `${ages} years`,
  allClasses: 'all classes',
};

describe('an audience in words', () => {
  it('names the classes as the market does, ABC1 and "all" as shorthands', () => {
    expect(audienceClassLabel('c1a')).toBe('C1a');
    expect(audienceClassLabel('ab')).toBe('AB');
    expect(audienceClassesText(['c1b', 'ab', 'c1a'], 'all')).toBe('ABC1');
    expect(audienceClassesText(['c3', 'c2'], 'all')).toBe('C2, C3');
    expect(audienceClassesText(['ab', 'c1a', 'c1b', 'c2', 'c3', 'd', 'e'], 'all')).toBe('all');
  });

  it('describes the whole audience, an open-ended age as "65+"', () => {
    expect(describeAudience(DEFAULT_TARGET_AUDIENCE, WORDS)).toBe('Everyone · 20–40 years · all classes');
    expect(describeAudience({ sex: 'female', age_from: 65, age_to: 100, classes: ['d', 'e'] }, WORDS)).toBe(
      'Women · 65+ years · D, E',
    );
  });
});
