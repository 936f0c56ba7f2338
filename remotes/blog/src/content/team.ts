/** The people who write Tech & Tranquility, shown on the list page. */
export interface TeamMember {
  name: string;
  role: string;
  bio: string;
}

export const teamIntro =
  'The strategists, developers and marketers behind these articles spend their weeks inside repair shops and dealerships. What works for our clients ends up here.';

export const team: TeamMember[] = [
  {
    name: 'Marcus Reyes',
    role: 'Founder & Strategy Lead',
    bio: 'Fifteen years in automotive retail before building websites for it. Marcus helps owners decide where the next marketing dollar earns the most.',
  },
  {
    name: 'Dana Whitfield',
    role: 'Head of Web Development',
    bio: 'Dana leads the team that designs and builds fast, accessible sites, from booking flows to inventory search and shop-system integrations.',
  },
  {
    name: 'Priya Nair',
    role: 'Digital Marketing Manager',
    bio: 'Priya runs local SEO and paid search programs, and turns the numbers into plain-English monthly reports owners actually read.',
  },
  {
    name: 'Tom Okafor',
    role: 'Reputation & Content Specialist',
    bio: 'Tom writes the service pages, emails and review replies that make a shop sound like itself, and keeps the reviews coming in.',
  },
];
