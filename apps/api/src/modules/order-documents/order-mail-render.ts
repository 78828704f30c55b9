import { renderInvoice } from './invoice-pdf.js';
import { renderOrderMail, type OrderMailProps } from './order-mails.js';

/** An order mail as sent: subject, HTML, text part, and the invoice PDF when the mail carries it. */
export interface RenderedOrderMail {
  subject: string;
  html: string;
  text: string;
  invoice?: Uint8Array;
}

export type OrderMailRender = (props: OrderMailProps, withInvoice: boolean) => Promise<RenderedOrderMail>;

/** Renders an order mail here, on the calling thread (order-mail-thread.ts runs it in a thread of its own). */
export const renderOrderMailHere: OrderMailRender = async (props, withInvoice) => {
  const mail = await renderOrderMail(props);
  if (!withInvoice) return mail;
  return { ...mail, invoice: await renderInvoice(props.order, props.language) };
};
