import type { AdminReferral, Lawyer, ReferredLawyer, UserReferral } from '#shared/schemas/referral.ts';
import { isOverdue } from '#shared/rules/referrals.ts';
import { businessTypeLabels } from '#shared/rules/referrals.ts';
import type { LawyerReferralRow, LawyerRow } from '../../db/schema/lawyer-referrals.ts';
import type { ReferralWithOrganization } from './referrals.repository.ts';

export const toLawyer = (row: LawyerRow): Lawyer => ({
  id: row.id,
  name: row.name,
  firm: row.firm,
  email: row.email,
  phone: row.phone,
  specializations: row.specializations,
  jurisdictions: row.jurisdictions,
  notes: row.notes,
  active: row.active,
});

const toReferredLawyer = (row: LawyerRow): ReferredLawyer => ({
  id: row.id,
  name: row.name,
  firm: row.firm,
  email: row.email,
  phone: row.phone,
  specializations: row.specializations,
  notes: row.notes,
});

export function toUserReferral(row: LawyerReferralRow, matched: LawyerRow[]): UserReferral {
  return {
    id: row.id,
    ipType: row.ipType,
    urgency: row.urgency,
    budget: row.budget,
    businessType: row.businessType,
    preferredLocation: row.preferredLocation,
    description: row.description,
    specificRequirements: row.specificRequirements,
    contactPreference: row.contactPreference,
    status: row.status,
    priority: row.priority,
    adminNotes: row.adminNotes,
    createdAt: row.createdAt.toISOString(),
    respondBy: row.respondBy.toISOString(),
    // Lawyers are the founder's to contact once the request is matched (or completed after it).
    referredLawyers: row.status === 'matched' || row.status === 'completed' ? matched.map(toReferredLawyer) : [],
  };
}

export function toAdminReferral(row: ReferralWithOrganization, matched: LawyerRow[], now: Date): AdminReferral {
  return {
    ...toUserReferral(row, matched),
    referredLawyers: matched.map(toReferredLawyer),
    budgetRange: row.budget,
    businessDescription: businessTypeLabels[row.businessType],
    ipDescription: row.description,
    additionalRequirements: row.specificRequirements,
    assignedLawyer: row.assignedLawyer,
    overdue: isOverdue(row, now),
    organization: { id: row.organizationId, name: row.organizationName },
    requester: { name: row.requesterName, email: row.requesterEmail },
    updatedAt: row.updatedAt.toISOString(),
  };
}
