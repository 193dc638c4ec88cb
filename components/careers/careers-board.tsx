'use client';

import { DeferredCareerApplicationForm as CareerApplicationForm } from '@/components/forms/deferred-forms';
import type { Department, Position } from '@/lib/site/content/types';
import { useState } from 'react';
import styles from './careers-board.module.css';

/** Department sidebar, its two positions, and the application form for the chosen one. */
export function CareersBoard({ departments }: { departments: readonly Department[] }) {
  const [departmentName, setDepartmentName] = useState(departments[0]?.name ?? '');
  const [position, setPosition] = useState<Position | null>(null);
  const department = departments.find((entry) => entry.name === departmentName) ?? departments[0];

  function chooseDepartment(name: string) {
    setDepartmentName(name);
    setPosition(null);
  }

  if (!department) return null;

  return (
    <div className={styles.board}>
      <nav aria-label="Departments" className={styles.sidebar}>
        <h2 className={styles.sidebarTitle}>Departments</h2>
        <ul>
          {departments.map((entry) => (
            <li key={entry.name}>
              <button
                type="button"
                className={styles.department}
                aria-pressed={entry.name === department.name}
                onClick={() => chooseDepartment(entry.name)}
              >
                {entry.name}
                <span className={styles.count} aria-hidden="true">
                  {entry.positions.length}
                </span>
                <span className="visually-hidden"> ({entry.positions.length} openings)</span>
              </button>
            </li>
          ))}
        </ul>
      </nav>

      <section className={styles.positions} aria-labelledby="positions-title">
        <h2 id="positions-title">Open positions in {department.name}</h2>
        <ul className={styles.positionList}>
          {department.positions.map((entry) => (
            <li key={entry.title} className={styles.position}>
              <div>
                <h3>{entry.title}</h3>
                <p className={styles.meta}>
                  {entry.location} · {entry.type}
                </p>
                <p>{entry.summary}</p>
              </div>
              <button
                type="button"
                className="btn btn-primary"
                aria-expanded={position?.title === entry.title}
                onClick={() => setPosition(entry)}
              >
                Apply Now<span className="visually-hidden"> for {entry.title}</span>
              </button>
            </li>
          ))}
        </ul>

        {position && (
          <div className={styles.form}>
            <h3>Apply for {position.title}</h3>
            <CareerApplicationForm
              key={`${department.name}-${position.title}`}
              department={department.name}
              position={position.title}
              onClose={() => setPosition(null)}
            />
          </div>
        )}
      </section>
    </div>
  );
}
