/** The page of a screen the operator's role does not allow (opened by its address). */
import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

export function AccessDenied() {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby="access-denied-title">
      <Title title={translate('shop.forbidden.title')} />
      <CardContent>
        <Typography component="h1" variant="h5" id="access-denied-title">
          {translate('shop.forbidden.title')}
        </Typography>
        <Typography sx={{ mt: 1 }}>{translate('shop.forbidden.text')}</Typography>
      </CardContent>
    </Card>
  );
}
