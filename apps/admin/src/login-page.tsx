/**
 * The two-step login (decision 69): e-mail address and password first, then the 6-digit code of
 * the operator's authenticator app. Plain forms, so Enter submits and Tab reaches every field;
 * each step's first field takes the focus, and a refusal is announced (role="alert").
 */
import { Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { LocalesMenuButton, useLogin, useTranslate } from 'react-admin';
import { startLogin } from './auth-provider.ts';

export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const [challenge, setChallenge] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const failed = (cause: unknown) => {
    const message = cause instanceof Error ? cause.message : '';
    setError(translate(message || 'shop.login.failed', { _: message }));
  };

  const sendPassword = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      setChallenge(await startLogin(email, password));
      setPassword('');
    } catch (cause) {
      failed(cause);
    } finally {
      setBusy(false);
    }
  };

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!challenge) return;
    setBusy(true);
    setError(null);
    try {
      await login({ challenge, code: code.trim() });
    } catch (cause) {
      failed(cause);
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  const startAgain = () => {
    setChallenge(null);
    setCode('');
    setError(null);
  };

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100' }}
    >
      <Card sx={{ width: 'min(26rem, 94vw)' }}>
        <CardContent>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography component="h1" variant="h5">
              {translate('shop.login.title')}
            </Typography>
            <LocalesMenuButton />
          </Box>
          {error && (
            <Typography role="alert" color="error" sx={{ mt: 2 }}>
              {error}
            </Typography>
          )}
          {challenge === null ? (
            <Box component="form" onSubmit={sendPassword} sx={{ mt: 2, display: 'grid', gap: 2 }}>
              <TextField
                label={translate('shop.login.email')}
                type="email"
                name="email"
                autoComplete="username"
                autoFocus
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
              <TextField
                label={translate('shop.login.password')}
                type="password"
                name="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
              <Button type="submit" variant="contained" disabled={busy}>
                {translate('shop.login.next')}
              </Button>
            </Box>
          ) : (
            <Box component="form" onSubmit={sendCode} sx={{ mt: 2, display: 'grid', gap: 2 }}>
              <Typography component="h2" variant="h6">
                {translate('shop.login.code_title')}
              </Typography>
              <Typography id="code-help">{translate('shop.login.code_help')}</Typography>
              <TextField
                label={translate('shop.login.code')}
                name="code"
                autoComplete="one-time-code"
                autoFocus
                required
                value={code}
                onChange={(event) => setCode(event.target.value)}
                slotProps={{
                  htmlInput: {
                    inputMode: 'numeric',
                    pattern: '[0-9 ]{6,8}',
                    maxLength: 8,
                    'aria-describedby': 'code-help',
                  },
                }}
              />
              <Button type="submit" variant="contained" disabled={busy}>
                {translate('shop.login.sign_in')}
              </Button>
              <Button type="button" onClick={startAgain}>
                {translate('shop.login.start_again')}
              </Button>
            </Box>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
