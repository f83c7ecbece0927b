import type { Mail } from '../../platform/mail/mailer.ts';

/**
 * Plano's own mails about an account, in English and Spanish (as the approval mail): the
 * confirmation link, a register attempt with a known address, a lockout. None quotes anything a
 * stranger typed but the address it goes to.
 */
const bilingual = (to: string, subject: string, en: string[], es: string[]): Mail => ({
  to: [to],
  subject,
  text: [...en, '', '—', '', ...es].join('\n'),
});

export function confirmationMail(to: string, link: string, hours: number): Mail {
  return bilingual(
    to,
    'Plano: confirm your e-mail address / confirma tu correo',
    [
      'Open this link to confirm that this address is yours. Until then, your Plano account sends no mail and invites nobody.',
      `${link}`,
      `The link works for ${hours} hours. If you did not create a Plano account, ignore this mail.`,
    ],
    [
      'Abre este enlace para confirmar que esta dirección es tuya. Hasta entonces, tu cuenta de Plano no envía correos ni invita a nadie.',
      `${link}`,
      `El enlace funciona ${hours} horas. Si no creaste una cuenta en Plano, ignora este correo.`,
    ],
  );
}

export function registerAttemptMail(to: string, signInUrl: string): Mail {
  return bilingual(
    to,
    'Plano: someone tried to register with your address / alguien intentó registrarse con tu correo',
    [
      'Someone tried to create a Plano account with this e-mail address, which already has one. Nothing was changed.',
      `If it was you, sign in here: ${signInUrl}`,
      'If it was not you, you need not do anything.',
    ],
    [
      'Alguien intentó crear una cuenta de Plano con este correo, que ya tiene una. No se cambió nada.',
      `Si fuiste tú, inicia sesión aquí: ${signInUrl}`,
      'Si no fuiste tú, no necesitas hacer nada.',
    ],
  );
}

export function lockoutMail(to: string, failures: number, minutes: number): Mail {
  return bilingual(
    to,
    'Plano: sign-in paused after failed attempts / inicio de sesión pausado tras intentos fallidos',
    [
      `There were ${failures} failed sign-ins to your Plano account, so sign-in is paused for ${minutes} minutes.`,
      'If it was you, wait and try again. If it was not, someone may be guessing your password: choose a stronger one once you are back in.',
    ],
    [
      `Hubo ${failures} intentos fallidos de iniciar sesión en tu cuenta de Plano, así que el inicio de sesión queda pausado ${minutes} minutos.`,
      'Si fuiste tú, espera e inténtalo de nuevo. Si no, alguien podría estar adivinando tu contraseña: elige una más segura cuando vuelvas a entrar.',
    ],
  );
}
