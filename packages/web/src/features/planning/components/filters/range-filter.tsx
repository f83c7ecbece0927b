import { Group, Input, RangeSlider, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { Range } from './filter-values.ts';

interface RangeFilterProps {
  label: string;
  min: number;
  max: number;
  step: number;
  value: Range;
  unit?: string;
  onChange(value: Range): void;
  testId: string;
}

/** A range slider that tells the page only when the planner lets go, so dragging does not refetch. */
export function RangeFilter({ label, min, max, step, value, unit = '', onChange, testId }: RangeFilterProps) {
  const [draft, setDraft] = useState<Range>(value);
  useEffect(() => setDraft(value), [value]);
  return (
    <Input.Wrapper
      label={
        <Group justify="space-between" gap="xs" w="100%">
          <span>{label}</span>
          <Text span size="xs" c="dimmed" data-testid={`${testId}-value`}>
            {draft[0]}
            {unit} – {draft[1]}
            {unit}
          </Text>
        </Group>
      }
      labelProps={{ w: '100%' }}
      data-testid={testId}
    >
      <RangeSlider
        mt="xs"
        mb="md"
        min={min}
        max={max}
        step={step}
        minRange={0}
        value={draft}
        onChange={setDraft}
        onChangeEnd={onChange}
        label={null}
        marks={[
          { value: min, label: `${min}` },
          { value: max, label: `${max}` },
        ]}
        thumbFromLabel={`${label} min`}
        thumbToLabel={`${label} max`}
      />
    </Input.Wrapper>
  );
}
