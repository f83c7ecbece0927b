import { Group, Kbd, Paper, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber, money } from '../../../../lib/format.ts';
import type { MapKeyboard } from './map-keyboard.ts';

/**
 * What the map's keys do: read out when the map takes focus (the canvas is described by it), shown
 * at the top of the map while it has focus; and the live region that says which site the keys reached.
 */
export function MapKeyHelp({
  helpId,
  focused,
  keyboard,
  selected,
}: {
  helpId: string;
  focused: boolean;
  keyboard: MapKeyboard;
  selected: boolean;
}) {
  const { t } = useTranslation('planning-map');
  const { site, cluster, announcement } = keyboard;
  let said = '';
  if (announcement?.kind === 'none') said = t('keys.none');
  else if (announcement && cluster) {
    said = t('keys.cluster', {
      index: keyboard.index,
      count: keyboard.count,
      n: formatNumber(cluster.count),
    });
    if (cluster.label) said = `${said} ${cluster.label}`;
  } else if (announcement && site) {
    said = t('keys.site', {
      index: keyboard.index,
      count: keyboard.count,
      code: site.site_code,
      mediaType: site.media_type,
      price: money(site.price),
    });
    if (selected) said = `${said} ${t('keys.inSelection')}`;
  }
  return (
    <>
      <VisuallyHidden id={helpId}>{t('keys.help')}</VisuallyHidden>
      <VisuallyHidden role="status" aria-live="polite" data-testid="map-announcement">
        {said}
      </VisuallyHidden>
      {focused && (
        <Paper
          pos="absolute"
          top={12}
          right={52}
          px="sm"
          py={6}
          shadow="sm"
          radius="md"
          // Top right, beside the zoom buttons: the legend is top left, and the foot of a tall map sits
          // under the sticky selection bar.
          style={{ zIndex: 3, width: 'max-content', maxWidth: 'calc(100% - 64px)' }}
          aria-hidden
          data-testid="map-key-help"
        >
          <Group gap="md" wrap="wrap">
            <Text size="xs">
              <Kbd size="xs">N</Kbd> / <Kbd size="xs">P</Kbd> {t('keys.step')}
            </Text>
            <Text size="xs">
              <Kbd size="xs">Enter</Kbd> {t('keys.open')}
            </Text>
            <Text size="xs">
              <Kbd size="xs">←</Kbd> <Kbd size="xs">↑</Kbd> <Kbd size="xs">→</Kbd> <Kbd size="xs">↓</Kbd>{' '}
              {t('keys.pan')}
            </Text>
            <Text size="xs">
              <Kbd size="xs">+</Kbd> / <Kbd size="xs">−</Kbd> {t('keys.zoom')}
            </Text>
          </Group>
        </Paper>
      )}
    </>
  );
}
