import { MyPurchasesPage } from '#features/purchase/my-purchases-page.tsx';
import { MyVouchers } from '#features/voucher/components/my-vouchers.tsx';

/** /myPurchases: the order history (purchase), then the voucher codes with redeem and resend (voucher). */
export function MyPurchasesWithVouchers() {
  return (
    <MyPurchasesPage>
      <MyVouchers />
    </MyPurchasesPage>
  );
}
