import { Text } from '@mantine/core';

/**
 * Why a hand-off's button is disabled (its outside system is not set up), said in words beside it:
 * a disabled button shows no tooltip to a keyboard or a touch (issue 24, item 13). The button names
 * it with aria-describedby={id}.
 */
export function NotConfigured({ id, text }: { id: string; text: string }) {
  return (
    <Text size="xs" c="dimmed" id={id} data-testid={id} maw={240} lh={1.3}>
      {text}
    </Text>
  );
}
