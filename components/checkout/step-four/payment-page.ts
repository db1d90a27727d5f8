/** Leaves the shop for the payment provider's page (a full navigation: the provider sends the member back to step 5). */
export function openPaymentPage(url: string) {
  window.location.assign(url);
}
