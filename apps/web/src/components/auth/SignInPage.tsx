import { Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Logo } from '../brand/Logo.tsx';
import { Slogan } from '../brand/Slogan.tsx';

/** The sign-in page: logo, slogan and the sign-in form. */
export function SignInPage() {
  const { t } = useTranslation();
  return (
    <Stack w="100%" maw={420} gap="lg" mt="6vh">
      <Stack align="center" gap={6}>
        <Logo size={40} />
        <Slogan />
      </Stack>
      <Paper withBorder shadow="sm" p="xl" radius="lg">
        <form aria-labelledby="signin-heading" onSubmit={(event) => event.preventDefault()}>
          <Stack gap="md">
            <div>
              <Title order={2} id="signin-heading" fz="h3">
                {t('auth.signIn.heading')}
              </Title>
              <Text c="dimmed" size="sm" mt={4}>
                {t('auth.signIn.subtitle')}
              </Text>
            </div>
            <TextInput
              name="identifier"
              label={t('auth.signIn.identifier')}
              placeholder={t('auth.signIn.identifierPlaceholder')}
              autoComplete="username"
              required
            />
            <PasswordInput
              name="password"
              label={t('auth.signIn.password')}
              autoComplete="current-password"
              required
            />
            <Button type="submit" fullWidth>
              {t('auth.signIn.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
