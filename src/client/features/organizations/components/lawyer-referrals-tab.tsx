/** Filled by the lawyer referrals feature (issue 13). */
export function LawyerReferralsTab() {
  return <p className="text-sm text-muted-foreground">No referral requests yet.</p>;
}
