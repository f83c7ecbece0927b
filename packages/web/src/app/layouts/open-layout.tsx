import { Box, Container, Group, Text } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';

/** Pages reached from a signed link, without sign-in (media-owner approval). */
export function OpenLayout() {
  return (
    <Box mih="100vh" bg="gray.0">
      <Group h={56} px="lg" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Text fw={800} size="xl" c="indigo.7">
          Plano
        </Text>
      </Group>
      <Container size="xl" py="lg">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Container>
    </Box>
  );
}
