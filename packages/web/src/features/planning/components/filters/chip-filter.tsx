import { Chip, Group, Input } from '@mantine/core';

export interface ChipOption {
  value: string;
  label: string;
}

interface ChipFilterProps {
  label: string;
  options: ChipOption[];
  value: string[];
  onChange(value: string[]): void;
  /** One at a time; clicking the chosen chip again clears it. */
  single?: boolean;
  disabled?: boolean;
  description?: string;
  testId: string;
}

/** A short list of choices as chips (gender, availability, campaign type, traffic density). */
export function ChipFilter({
  label,
  options,
  value,
  onChange,
  single,
  disabled,
  description,
  testId,
}: ChipFilterProps) {
  const toggle = (option: string) => {
    if (value.includes(option)) onChange(value.filter((v) => v !== option));
    else onChange(single ? [option] : [...value, option]);
  };
  return (
    <Input.Wrapper label={label} description={description} data-testid={testId}>
      <Group gap={6} mt={6}>
        {options.map((option) => (
          <Chip
            key={option.value}
            size="sm"
            variant="outline"
            checked={value.includes(option.value)}
            disabled={disabled}
            onChange={() => toggle(option.value)}
            wrapperProps={{ 'data-testid': `${testId}-${option.value}` }}
          >
            {option.label}
          </Chip>
        ))}
      </Group>
    </Input.Wrapper>
  );
}
