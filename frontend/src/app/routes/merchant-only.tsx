/** What a signed-in non-merchant sees on a merchant's screen (the server refuses the data too). */
export function MerchantOnly({ what }: { what: string }) {
  return (
    <div className="page container page-narrow">
      <div className="alert alert-destructive" role="alert">
        Access Denied: {what} is only available for merchant accounts.
      </div>
    </div>
  );
}
