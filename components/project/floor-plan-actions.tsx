'use client';

import { EnquiryForm, type ProjectRef } from '@/components/forms/enquiry-form';
import { useState, type MouseEvent } from 'react';
import styles from './floor-plans.module.css';
import { PAYMENT_PLAN_OPEN_EVENT, scrollToSection } from './scroll-to-section';

/**
 * 'View Payment Plan' (scrolls to the payment section and opens its CLP tab) and 'Contact for
 * Price', which opens an enquiry form in place carrying the project and the floor.
 */
export function FloorPlanActions({ project, idPrefix }: { project: ProjectRef; idPrefix: string }) {
  const [formOpen, setFormOpen] = useState(false);

  function viewPaymentPlan(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    window.dispatchEvent(new Event(PAYMENT_PLAN_OPEN_EVENT));
    scrollToSection('payment-plan');
  }

  return (
    <>
      <p className={styles.actions}>
        <a href="#payment-plan" className="btn btn-outline" onClick={viewPaymentPlan}>
          View Payment Plan
        </a>
        <button
          type="button"
          className="btn btn-primary"
          aria-expanded={formOpen}
          aria-controls={`${idPrefix}-panel`}
          onClick={() => setFormOpen((open) => !open)}
        >
          Contact for Price
        </button>
      </p>
      <div id={`${idPrefix}-panel`} hidden={!formOpen}>
        {formOpen && (
          <EnquiryForm
            source="project"
            idPrefix={idPrefix}
            project={project}
            heading={`Enquire about ${project.name}`}
            onSubmitted={() => setFormOpen(false)}
          />
        )}
      </div>
    </>
  );
}
