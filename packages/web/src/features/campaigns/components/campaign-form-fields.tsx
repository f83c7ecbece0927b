import { Badge, Fieldset, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { ALL_CITIES, DEFAULT_TARGET_AUDIENCE, MEDIA_TYPES, type TargetAudience } from '@plano/core';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { type ReactNode, useEffect } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormMultiSelect, FormSelect } from '../../../components/form-select.tsx';
import { compactBudget, money } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useTranslateMessage } from '../../../lib/messages.ts';
import { useCityOptions, useStateOptions } from '../api/fetch-distinct-filters.ts';
import { AudienceFields } from './audience-fields.tsx';

/** The fields Create and Edit share; each form names the campaign its own way (campaign_name / name). */
export interface CampaignCommonFields {
  brand: string;
  start_date: string;
  end_date: string;
  budget: number | string;
  media_type: string;
  states: string[];
  cities: string[];
  /** Always whole in the forms: they start from the campaign's or the default audience. */
  target_audience?: Partial<TargetAudience>;
}

/** The server's and the schema's names of the audience's fields (target_audience.age_to…). */
export const AUDIENCE_FIELD_NAMES = ['sex', 'age_from', 'age_to', 'classes'].map(
  (f) => `target_audience.${f}`,
);

interface CampaignFormFieldsProps {
  /** The campaign name input, rendered by the form that knows its key. */
  nameInput: ReactNode;
  /** Earliest selectable start and end day ('YYYY-MM-DD'). */
  minDate: string;
  disabled?: boolean;
}

interface DateFieldProps {
  name: 'start_date' | 'end_date';
  label: string;
  minDate: string;
  disabled?: boolean;
}

/** A campaign day: only days from `minDate` on can be picked, shown as 'll' (SPEC §9). */
function DateField({ name, label, minDate, disabled }: DateFieldProps) {
  const { t } = useTranslation('campaigns');
  const translate = useTranslateMessage();
  const { control, formState } = useFormContext<CampaignCommonFields>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DatePickerInput
          label={label}
          placeholder={t('form.datePlaceholder')}
          withAsterisk
          valueFormat="ll"
          minDate={minDate}
          clearable
          disabled={disabled}
          leftSection={<IconCalendar size={16} />}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          error={translate(formState.errors[name]?.message)}
          data-testid={name === 'start_date' ? 'start-date' : 'end-date'}
        />
      )}
    />
  );
}

export function CampaignFormFields({ nameInput, minDate, disabled }: CampaignFormFieldsProps) {
  const { t } = useTranslation('campaigns');
  const translate = useTranslateMessage();
  const { control, register, formState, setValue, getValues } = useFormContext<CampaignCommonFields>();
  const { errors } = formState;
  const [states, startDate, budget] = useWatch({ control, name: ['states', 'start_date', 'budget'] });
  const stateOptions = useStateOptions();
  const cityOptions = useCityOptions(states);
  const separators =
    currentLanguage() === 'es'
      ? { thousandSeparator: '.', decimalSeparator: ',' }
      : { thousandSeparator: ',', decimalSeparator: '.' };

  // Cities of a region taken out of the selection go with it.
  useEffect(() => {
    if (cityOptions.isPlaceholderData) return;
    const known = new Set(states.length > 0 ? (cityOptions.data ?? []) : []);
    const chosen = getValues('cities');
    const kept = chosen.filter((c) => c === ALL_CITIES || known.has(c));
    if (states.length === 0 && chosen.length > 0) setValue('cities', []);
    else if (cityOptions.data && kept.length !== chosen.length) setValue('cities', kept);
  }, [cityOptions.data, cityOptions.isPlaceholderData, states.length, getValues, setValue]);

  // The end comes after the start (SPEC §5), so the first day it may take is the day after.
  const endMin =
    startDate && startDate >= minDate ? dayjs(startDate).add(1, 'day').format('YYYY-MM-DD') : minDate;
  const amount = typeof budget === 'number' ? budget : Number(budget);
  const showAmount = Number.isFinite(amount) && amount > 0;

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('form.brand')}
          placeholder={t('form.brandPlaceholder')}
          withAsterisk
          disabled={disabled}
          error={translate(errors.brand?.message)}
          {...register('brand')}
        />
        {nameInput}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DateField name="start_date" label={t('form.startDate')} minDate={minDate} disabled={disabled} />
        <DateField name="end_date" label={t('form.endDate')} minDate={endMin} disabled={disabled} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Controller
          control={control}
          name="budget"
          render={({ field }) => (
            <NumberInput
              label={t('form.budget')}
              placeholder={t('form.budgetPlaceholder')}
              withAsterisk
              {...separators}
              allowNegative={false}
              allowDecimal={false}
              hideControls
              disabled={disabled}
              leftSection={<span>$</span>}
              rightSectionWidth={72}
              rightSection={
                showAmount ? (
                  <Badge variant="light" data-testid="budget-compact">
                    {compactBudget(amount)}
                  </Badge>
                ) : null
              }
              description={showAmount ? money(amount) : t('form.budgetHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={translate(errors.budget?.message)}
              data-testid="budget"
            />
          )}
        />
        <FormSelect
          control={control}
          name="media_type"
          label={t('form.mediaType')}
          placeholder={t('form.mediaTypePlaceholder')}
          withAsterisk
          allowDeselect={false}
          disabled={disabled}
          data={MEDIA_TYPES.map((value) => ({ value, label: t(`mediaTypes.${value}`) }))}
          data-testid="media-type"
        />
      </SimpleGrid>
      <FormMultiSelect
        control={control}
        name="states"
        label={t('form.states')}
        placeholder={t('form.statesPlaceholder')}
        withAsterisk
        searchable
        clearable
        disabled={disabled}
        nothingFoundMessage={t('form.nothingFound')}
        data={stateOptions.data ?? []}
        data-testid="states"
      />
      <FormMultiSelect
        control={control}
        name="cities"
        label={t('form.cities')}
        placeholder={states.length ? t('form.citiesPlaceholder') : t('form.citiesFirst')}
        withAsterisk
        searchable
        clearable
        disabled={disabled || states.length === 0}
        nothingFoundMessage={t('form.nothingFound')}
        data={[{ value: ALL_CITIES, label: t('form.allCities') }, ...(cityOptions.data ?? [])]}
        toValue={(next, previous) => withAllRule(previous, next)}
        data-testid="cities"
      />
      <AudienceFormField disabled={disabled} />
    </Stack>
  );
}

/** The target audience block of the forms (issue 25), its messages under the fields they name. */
function AudienceFormField({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation('campaigns');
  const translate = useTranslateMessage();
  const { control, formState } = useFormContext<CampaignCommonFields>();
  const errors = formState.errors.target_audience;
  // A class chosen by a bad index ('classes.0') shows under the classes too.
  const classes = errors?.classes as { message?: string; [i: number]: { message?: string } } | undefined;
  return (
    <Controller
      control={control}
      name="target_audience"
      render={({ field }) => (
        <Fieldset legend={t('audience.title')} variant="filled" data-testid="audience-fieldset">
          <AudienceFields
            value={{ ...DEFAULT_TARGET_AUDIENCE, ...field.value }}
            onChange={field.onChange}
            disabled={disabled}
            errors={{
              sex: translate(errors?.sex?.message),
              age_from: translate(errors?.age_from?.message),
              age_to: translate(errors?.age_to?.message ?? errors?.message),
              classes: translate(classes?.message ?? classes?.[0]?.message),
            }}
          />
        </Fieldset>
      )}
    />
  );
}

/** 'All' stands alone: choosing it replaces the communes, choosing a commune drops it. */
function withAllRule(previous: string[], next: string[]): string[] {
  const hadAll = previous.includes(ALL_CITIES);
  if (!hadAll && next.includes(ALL_CITIES)) return [ALL_CITIES];
  if (hadAll && next.length > 1) return next.filter((c) => c !== ALL_CITIES);
  return next;
}
