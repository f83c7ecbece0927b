import { MultiSelect, type MultiSelectProps, Select, type SelectProps } from '@mantine/core';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslateMessage } from '../lib/messages.ts';

interface BoundField<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  /** Before each change: a form whose errors stay until edited clears the field's one here. */
  onEdit?: () => void;
}

type Bound = 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'name';

/**
 * A Select bound to one field of a react-hook-form form: nothing chosen is '', and the field's error
 * (a message of SPEC §5) shows under it in the reader's language.
 */
export function FormSelect<T extends FieldValues>({
  control,
  name,
  onEdit,
  ...props
}: BoundField<T> & Omit<SelectProps, Bound>) {
  const { field, fieldState } = useController({ control, name });
  const translate = useTranslateMessage();
  return (
    <Select
      {...props}
      value={field.value || null}
      onChange={(value) => {
        onEdit?.();
        field.onChange(value ?? '');
      }}
      onBlur={field.onBlur}
      error={translate(fieldState.error?.message)}
    />
  );
}

/**
 * A MultiSelect bound to one list field. `placeholder` shows only while nothing is chosen (Mantine
 * would keep it beside the chosen values); `toValue` lets a field rule the next list (e.g. "all").
 */
export function FormMultiSelect<T extends FieldValues>({
  control,
  name,
  onEdit,
  placeholder,
  toValue = (next) => next,
  ...props
}: BoundField<T> &
  Omit<MultiSelectProps, Bound> & { toValue?: (next: string[], previous: string[]) => string[] }) {
  const { field, fieldState } = useController({ control, name });
  const translate = useTranslateMessage();
  const value: string[] = field.value ?? [];
  return (
    <MultiSelect
      {...props}
      placeholder={value.length ? undefined : placeholder}
      value={value}
      onChange={(next) => {
        onEdit?.();
        field.onChange(toValue(next, value));
      }}
      onBlur={field.onBlur}
      error={translate(fieldState.error?.message)}
    />
  );
}
