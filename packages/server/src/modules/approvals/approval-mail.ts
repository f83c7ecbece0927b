import type { Mail } from '../../platform/mail/mailer.ts';
import { quotedName } from '../../platform/mail/subject.ts';

export interface ApprovalMailInput {
  vendorName: string;
  recipients: string[];
  campaign: { name: string; brand: string; start_date: string; end_date: string };
  siteCodes: string[];
  link: string;
  days: number;
}

/** The media owner's mail, in English and Spanish: what is asked, of which sites, and the link. */
export function approvalMail(input: ApprovalMailInput): Mail {
  const { campaign, siteCodes, link, days } = input;
  const sites =
    siteCodes.length > 20
      ? `${siteCodes.slice(0, 20).join(', ')} … (+${siteCodes.length - 20})`
      : siteCodes.join(', ');
  const text = [
    `${input.vendorName}: please confirm the booking of ${siteCodes.length} site(s) for the campaign "${campaign.name}" (${campaign.brand}), ${campaign.start_date} to ${campaign.end_date}.`,
    `Sites: ${sites}`,
    `Approve or refuse them here (no sign-in needed; the link works for ${days} days): ${link}`,
    '',
    '—',
    '',
    `${input.vendorName}: por favor confirme la reserva de ${siteCodes.length} sitio(s) para la campaña "${campaign.name}" (${campaign.brand}), del ${campaign.start_date} al ${campaign.end_date}.`,
    `Sitios: ${sites}`,
    `Apruébelos o rechácelos aquí (sin iniciar sesión; el enlace funciona ${days} días): ${link}`,
  ].join('\n');
  return {
    to: input.recipients,
    // The campaign's name is quoted as a name, shortened and cleaned: never the subject (issue 23).
    subject: `Plano: approval request for ${quotedName(campaign.name)} / solicitud de aprobación`,
    text,
  };
}
