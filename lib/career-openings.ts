/** Open positions shown on the Careers page: ten departments, two roles each (SPEC "Careers"). */
export type Position = { title: string; location: string; type: string; summary: string };
export type Department = { name: string; positions: readonly [Position, Position] };

const gurgaon = 'Gurugram (Golf Course Road)';

export const departments: readonly Department[] = [
  {
    name: 'Sales',
    positions: [
      { title: 'Senior Sales Manager', location: gurgaon, type: 'Full-time', summary: 'Lead site visits and close premium residential deals on Golf Course Road and Dwarka Expressway.' },
      { title: 'Relationship Manager', location: 'Noida (Sector 62)', type: 'Full-time', summary: 'Guide buyers from first call to booking across Noida Expressway projects.' },
    ],
  },
  {
    name: 'Marketing',
    positions: [
      { title: 'Performance Marketing Specialist', location: gurgaon, type: 'Full-time', summary: 'Plan and optimise search and social campaigns that bring qualified enquiries.' },
      { title: 'Content Writer (Real Estate)', location: 'Hybrid', type: 'Full-time', summary: 'Write project guides, locality reports and newsletters buyers actually read.' },
    ],
  },
  {
    name: 'Finance',
    positions: [
      { title: 'Accounts Executive', location: gurgaon, type: 'Full-time', summary: 'Handle developer invoicing, brokerage reconciliation and GST filings.' },
      { title: 'Home Loan Advisor', location: gurgaon, type: 'Full-time', summary: 'Match buyers with the right lender and see loans through to disbursement.' },
    ],
  },
  {
    name: 'Operations',
    positions: [
      { title: 'Operations Executive', location: gurgaon, type: 'Full-time', summary: 'Coordinate site visits, documentation and handovers across projects.' },
      { title: 'Documentation Specialist', location: 'Delhi (Saket)', type: 'Full-time', summary: 'Prepare and check agreements, allotment letters and registry papers.' },
    ],
  },
  {
    name: 'Technology',
    positions: [
      { title: 'Full-Stack Engineer (Next.js)', location: 'Hybrid', type: 'Full-time', summary: 'Build the website and tools our advisors and buyers use every day.' },
      { title: 'Data Analyst', location: gurgaon, type: 'Full-time', summary: 'Turn price, inventory and enquiry data into insight for buyers and management.' },
    ],
  },
  {
    name: 'Design',
    positions: [
      { title: 'UI/UX Designer', location: 'Hybrid', type: 'Full-time', summary: 'Design clear, fast and accessible experiences for property buyers on mobile.' },
      { title: 'Graphic Designer', location: gurgaon, type: 'Full-time', summary: 'Create brochures, social creatives and project presentations.' },
    ],
  },
  {
    name: 'Customer Support',
    positions: [
      { title: 'Customer Support Executive', location: gurgaon, type: 'Full-time', summary: 'Answer calls and WhatsApp enquiries and book site visits for buyers.' },
      { title: 'Post-Sales Coordinator', location: 'Noida (Sector 62)', type: 'Full-time', summary: 'Keep buyers informed on demand letters, construction updates and possession.' },
    ],
  },
  {
    name: 'Product Management',
    positions: [
      { title: 'Product Manager, Buyer Experience', location: gurgaon, type: 'Full-time', summary: 'Own the journey from search to enquiry on our website and apps.' },
      { title: 'Associate Product Manager', location: 'Hybrid', type: 'Full-time', summary: 'Work with sales and engineering to ship tools that save advisors time.' },
    ],
  },
  {
    name: 'Developer Relations',
    positions: [
      { title: 'Developer Relations Manager', location: gurgaon, type: 'Full-time', summary: 'Build mandates and partnerships with leading NCR developers.' },
      { title: 'Channel Partner Coordinator', location: 'Delhi (Saket)', type: 'Full-time', summary: 'Manage inventory updates, price lists and launch allocations with developers.' },
    ],
  },
  {
    name: 'Others',
    positions: [
      { title: 'Sales Intern', location: gurgaon, type: 'Internship (6 months)', summary: 'Learn the property business alongside our top advisors; stipend and incentives.' },
      { title: 'Office Administrator', location: gurgaon, type: 'Full-time', summary: 'Keep the office, visitors and schedules running smoothly.' },
    ],
  },
];
