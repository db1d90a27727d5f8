import { checkoutStepRoute } from '@/components/checkout/checkout-page';
import { StepTwo } from '@/components/checkout/step-two/step-two';

/** Step 2 (spec-coverage “Checkout pages”): the frame on the server; the member's draft, cart and choices in the browser, through the BFF. */
const route = checkoutStepRoute(2, <StepTwo />);
export const generateMetadata = route.generateMetadata;
export default route.Page;
