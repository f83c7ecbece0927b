import { Group, Text } from '@mantine/core';
import { cloneElement, type ReactElement } from 'react';

/**
 * A hand-off's button and, while its outside system is not set up, why it is disabled, said in
 * words beside it: a disabled button shows no tooltip to a keyboard or a touch (issue 24, item 13).
 * The button is described by the note (aria-describedby) while the note is shown. The two wrap
 * together: alone on a line, the note read as another button's.
 */
export function NotConfigured({
  id,
  text,
  shown,
  children,
}: {
  id: string;
  text: string;
  shown: boolean;
  children: ReactElement<{ 'aria-describedby'?: string }>;
}) {
  return (
    <Group gap="xs">
      {cloneElement(children, { 'aria-describedby': shown ? id : undefined })}
      {shown && (
        <Text size="xs" c="dimmed" id={id} data-testid={id} maw={240} lh={1.3}>
          {text}
        </Text>
      )}
    </Group>
  );
}
