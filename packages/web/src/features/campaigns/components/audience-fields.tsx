import { Button, Chip, Group, Input, NumberInput, SegmentedControl, SimpleGrid, Stack } from '@mantine/core';
import {
  ABC1_CLASSES,
  AUDIENCE_AGE,
  AUDIENCE_CLASSES,
  AUDIENCE_SEXES,
  type AudienceClass,
  type AudienceSex,
  audienceClassLabel,
  type TargetAudience,
} from '@plano/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Where a field's message goes, keyed as the schema names them (age_to, classes…). */
export type AudienceErrors = Partial<Record<'sex' | 'age_from' | 'age_to' | 'classes', string>>;

interface AudienceFieldsProps {
  value: TargetAudience;
  onChange(next: TargetAudience): void;
  disabled?: boolean;
  /** Already in the reader's language. */
  errors?: AudienceErrors;
  /** The planning filters show the sex as their gender filter, so they leave it out here. */
  withSex?: boolean;
  testId?: string;
}

/** A whole number of years typed in a box; anything else keeps the previous value. */
function ageOf(input: string | number, previous: number): number {
  const value = typeof input === 'number' ? input : Number(input);
  return Number.isInteger(value) ? value : previous;
}

/**
 * The campaign's target audience (issue 25): sex, an age range and the socio-economic classes, with
 * ABC1 (AB + C1a + C1b) as one quick choice. The create and edit forms and the planning filters share it.
 */
export function AudienceFields({
  value,
  onChange,
  disabled,
  errors = {},
  withSex = true,
  testId = 'audience',
}: AudienceFieldsProps) {
  const { t } = useTranslation('campaigns');
  const sexLabelId = useId();
  const set = (patch: Partial<TargetAudience>) => onChange({ ...value, ...patch });
  const toggleClass = (option: AudienceClass) => {
    const chosen = value.classes.includes(option)
      ? value.classes.filter((c) => c !== option)
      : [...value.classes, option];
    set({ classes: AUDIENCE_CLASSES.filter((c) => chosen.includes(c)) });
  };
  const isAbc1 =
    value.classes.length === ABC1_CLASSES.length && ABC1_CLASSES.every((c) => value.classes.includes(c));
  const isAll = value.classes.length === AUDIENCE_CLASSES.length;

  const classesField = (
    <Input.Wrapper label={t('audience.classes')} error={errors.classes} data-testid={`${testId}-classes`}>
      <Group gap={6} mt={6}>
        <Button
          size="compact-sm"
          variant={isAbc1 ? 'filled' : 'light'}
          aria-pressed={isAbc1}
          disabled={disabled}
          onClick={() => set({ classes: [...ABC1_CLASSES] })}
          data-testid={`${testId}-abc1`}
        >
          ABC1
        </Button>
        <Button
          size="compact-sm"
          variant={isAll ? 'filled' : 'light'}
          aria-pressed={isAll}
          disabled={disabled}
          onClick={() => set({ classes: [...AUDIENCE_CLASSES] })}
          data-testid={`${testId}-all-classes`}
        >
          {t('audience.allClasses')}
        </Button>
        {AUDIENCE_CLASSES.map((option) => (
          <Chip
            key={option}
            size="sm"
            variant="outline"
            checked={value.classes.includes(option)}
            disabled={disabled}
            onChange={() => toggleClass(option)}
            wrapperProps={{ 'data-testid': `${testId}-class-${option}` }}
          >
            {audienceClassLabel(option)}
          </Chip>
        ))}
      </Group>
    </Input.Wrapper>
  );

  return (
    <Stack gap="sm" data-testid={testId}>
      {/* In the filters the ages and classes share a row; in the forms the sex takes the ages' place. */}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {withSex && (
          <Input.Wrapper label={t('audience.sex')} id={sexLabelId} error={errors.sex}>
            <SegmentedControl
              fullWidth
              mt={4}
              disabled={disabled}
              aria-labelledby={`${sexLabelId}-label`}
              value={value.sex}
              onChange={(sex) => set({ sex: sex as AudienceSex })}
              data={AUDIENCE_SEXES.map((sex) => ({ value: sex, label: t(`audience.sexes.${sex}`) }))}
              data-testid={`${testId}-sex`}
            />
          </Input.Wrapper>
        )}
        <Group gap="xs" grow align="flex-start">
          <NumberInput
            label={t('audience.ageFrom')}
            min={AUDIENCE_AGE.min}
            max={AUDIENCE_AGE.max}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="strict"
            disabled={disabled}
            value={value.age_from}
            onChange={(input) => set({ age_from: ageOf(input, value.age_from) })}
            error={errors.age_from}
            data-testid={`${testId}-age-from`}
          />
          <NumberInput
            label={t('audience.ageTo')}
            description={value.age_to >= AUDIENCE_AGE.max ? t('audience.andOlder') : undefined}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            min={AUDIENCE_AGE.min}
            max={AUDIENCE_AGE.max}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="strict"
            disabled={disabled}
            value={value.age_to}
            onChange={(input) => set({ age_to: ageOf(input, value.age_to) })}
            error={errors.age_to}
            data-testid={`${testId}-age-to`}
          />
        </Group>
        {!withSex && classesField}
      </SimpleGrid>
      {withSex && classesField}
    </Stack>
  );
}
