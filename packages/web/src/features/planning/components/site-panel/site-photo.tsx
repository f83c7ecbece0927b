import { AspectRatio, Center, Image, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The site's photo, or a calm placeholder when there is none (or it fails to load). */
export function SitePhoto({ url, alt }: { url: string | null; alt: string }) {
  const { t } = useTranslation('planning-map');
  const [failed, setFailed] = useState(false);
  return (
    <AspectRatio ratio={16 / 9}>
      {url && !failed ? (
        <Image src={url} alt={alt} radius="md" fit="cover" onError={() => setFailed(true)} />
      ) : (
        <Center
          data-testid="site-photo-placeholder"
          style={{
            borderRadius: 'var(--mantine-radius-md)',
            background: 'linear-gradient(135deg, var(--mantine-color-indigo-0), var(--mantine-color-gray-1))',
            border: '1px dashed var(--mantine-color-gray-4)',
          }}
        >
          <Stack align="center" gap={4}>
            <IconPhoto size={34} stroke={1.4} color="var(--mantine-color-indigo-3)" />
            <Text size="xs" c="dimmed">
              {t('panel.noPhoto')}
            </Text>
          </Stack>
        </Center>
      )}
    </AspectRatio>
  );
}
