/** Editorial copy of the About page. */
export const founder = {
  name: 'Rohit Malhotra',
  role: 'Founder & Managing Director',
  initials: 'RM',
  bio: `Rohit Malhotra founded Nestora Realty after a decade of advising families and corporates on property across the National Capital Region. He began his career in sales with a leading Gurgaon developer, where he saw first-hand how often buyers signed for homes without understanding payment plans, approvals or possession risk. That experience shaped the firm's first rule: explain everything, recommend only what we would buy ourselves. Under his leadership the team has closed more than 2,400 transactions across Golf Course Road, Dwarka Expressway, Sohna Road and the Noida Expressway, and built long-standing relationships with developers such as DLF, Godrej, M3M and Sobha. Rohit personally reviews every project the firm lists, from its RERA registration to the developer's delivery record, and still meets most first-time buyers himself. He holds an MBA in real-estate finance and speaks regularly on housing policy and buyer protection under RERA.`,
};

export const coreValues = [
  { title: 'Integrity', text: 'Honest advice, transparent pricing and no hidden charges, even when it costs us a sale.' },
  { title: 'Client-Centric', text: 'Your budget, timeline and family come first; we shortlist for you, not for a developer.' },
  { title: 'Innovation', text: 'Data on prices, approvals and delivery records, so every decision rests on facts.' },
  { title: 'Excellence', text: 'From the first call to possession and beyond, every step is handled with care.' },
] as const;

export const services = [
  {
    title: 'Real Estate Investment',
    text: 'Yield and appreciation analysis for pre-launch, under-construction and ready assets across NCR.',
  },
  {
    title: 'Property Management',
    text: 'Tenant search, rent collection, maintenance and handover support for owners who live elsewhere.',
  },
  {
    title: 'Property Sales',
    text: 'Primary and resale homes, plots and SCO units with verified paperwork and negotiated prices.',
  },
  {
    title: 'Leasing Services',
    text: 'Office, retail and warehouse leasing for businesses, from shortlisting to lease registration.',
  },
] as const;

export const reasons = [
  {
    title: 'Verified projects only',
    text: 'Every project we show is RERA-registered and checked against the developer’s delivery history.',
  },
  {
    title: 'Zero brokerage for buyers',
    text: 'On new projects our fee is paid by the developer, so you pay the same price as at the sales office, often less.',
  },
  {
    title: 'With you until possession',
    text: 'Home-loan tie-ups, site visits, booking, agreement review and handover: one relationship manager throughout.',
  },
] as const;
