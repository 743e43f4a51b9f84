/** What the bills feature shares: the button that downloads an order's tax invoice. */
export { DownloadInvoiceButton } from './components/download-invoice-button';
