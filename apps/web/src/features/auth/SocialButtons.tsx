import { Button, Divider, Stack } from '@mantine/core';
import { IconBrandGithub, IconBrandGoogle, IconMessageCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchProviders } from '../../lib/session/session-calls.ts';
import { authKeys } from './auth-keys.ts';

const labels: Record<string, string> = { google: 'Google', github: 'GitHub', kakao: 'Kakao', naver: 'Naver' };
const icons: Record<string, React.ReactNode> = {
  google: <IconBrandGoogle size={16} />,
  github: <IconBrandGithub size={16} />,
  kakao: <IconMessageCircle size={16} />,
  naver: <strong>N</strong>,
};

/**
 * One button per social provider the server has enabled; each is a full-page redirect to the provider. With an
 * invitation, the account the provider signs in (or creates) joins the inviting organization.
 */
export function SocialButtons({ invitation }: { invitation?: string | undefined }) {
  const { t } = useTranslation();
  const providers = useQuery({
    queryKey: authKeys.providers(),
    queryFn: fetchProviders,
    staleTime: Infinity,
  });
  const list = providers.data?.providers ?? [];
  if (list.length === 0) return null;
  return (
    <Stack gap="xs">
      <Divider label={t('auth.signIn.or')} labelPosition="center" />
      {list.map((provider) => (
        <Button
          key={provider}
          component="a"
          href={`/api/connect/${provider}${invitation ? `?invitation=${encodeURIComponent(invitation)}` : ''}`}
          variant="default"
          leftSection={icons[provider]}
          fullWidth
        >
          {t('auth.signIn.withProvider', { provider: labels[provider] ?? provider })}
        </Button>
      ))}
    </Stack>
  );
}
