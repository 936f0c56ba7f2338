/**
 * Sample posts for a fresh site, so the blog is not empty on first start. They are real
 * articles for the agency's readers: owners of independent repair shops and dealerships.
 */
export interface SeedPost {
  title: string;
  tags: string[];
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
  /** How long before the first start the post appears to have been published. */
  daysAgo: number;
  content: string;
}

export const SEED_POSTS: SeedPost[] = [
  {
    title: 'What Is SEO?',
    tags: ['Marketing', 'Digital', 'Business'],
    metaTitle: 'What Is SEO? A Plain-English Guide for Auto Repair Shops',
    metaDescription:
      'How search engine optimization works for an independent auto repair shop, and the five things that move a shop up the local results.',
    metaKeywords:
      'SEO, local SEO, auto repair marketing, Google Business Profile, repair shop website',
    daysAgo: 3,
    content: `<h2>Search is where your next customer starts</h2>
<p>When a check-engine light comes on, most drivers do not open the phone book or wait for a postcard. They pick up their phone and search for <em>"auto repair near me"</em> or <em>"brake repair open Saturday"</em>. Search engine optimization (SEO) is the work of making sure your shop is one of the first names they see, and that what they see convinces them to call you.</p>
<p>For an independent shop, SEO is not about ranking nationally for "car repair". It is about winning a few square miles around your bays, for the services you actually want to sell.</p>
<h2>How Google decides who shows up</h2>
<p>For local searches Google weighs three things:</p>
<ul>
<li><strong>Relevance</strong>: does your website and your Google Business Profile clearly say you do the job the driver searched for?</li>
<li><strong>Distance</strong>: how close your shop is to the person searching, or to the town they typed.</li>
<li><strong>Prominence</strong>: how well known and trusted you are, judged from reviews, links from other sites and consistent listings across the web.</li>
</ul>
<p>You cannot move your building, but you control almost everything else.</p>
<h2>Five things that move a repair shop up the results</h2>
<ol>
<li><strong>A complete Google Business Profile.</strong> Correct hours, every service you offer, real photos of your shop and team, and the right primary category ("Auto repair shop", not just "Mechanic").</li>
<li><strong>One page per core service.</strong> A page for brakes, one for diagnostics, one for A/C, one for fleet work. Each answers the questions customers ask at the counter: what it costs roughly, how long it takes, which makes you work on.</li>
<li><strong>Consistent name, address and phone.</strong> The same details on your site, Google, Yelp, Apple Maps, Bing and the industry directories. Mismatches make search engines less sure you are who you say you are.</li>
<li><strong>A steady flow of reviews.</strong> Ask every happy customer, make it one tap to leave a review, and answer every review, good or bad.</li>
<li><strong>A fast, mobile-friendly website.</strong> Most repair searches happen on a phone, often at the side of the road. If your site takes eight seconds to load, the driver has already called someone else.</li>
</ol>
<h2>What SEO is not</h2>
<p>SEO is not a trick, a one-time setup or a guarantee of the number one spot. Anyone promising "page one in 30 days" is selling something that will not last. Good SEO compounds: each service page, review and listing you add keeps working for years.</p>
<h2>Where to start this month</h2>
<p>Search for your three most profitable services plus your town, on your phone, and write down who shows up. Then compare their Google profiles and websites with yours. The gaps you see are your first to-do list. If you would like a second pair of eyes, our team runs this audit for shops every week, and we are happy to walk you through what we find.</p>`,
  },
  {
    title: 'The Google Business Profile Checklist Every Repair Shop Should Finish',
    tags: ['Marketing', 'Digital'],
    metaTitle: 'Google Business Profile Checklist for Auto Repair Shops',
    metaDescription:
      'A step-by-step checklist to complete and optimize the Google Business Profile of an independent auto repair shop or dealership service center.',
    metaKeywords: 'Google Business Profile, local SEO, auto repair, map pack, reviews',
    daysAgo: 10,
    content: `<h2>Your profile is your real homepage</h2>
<p>For many drivers, your Google Business Profile is the first and only thing they look at before calling. It shows your rating, your hours, your photos and a call button, all without visiting your website. A half-finished profile quietly sends customers to the shop down the road.</p>
<h2>The basics that must be right</h2>
<ul>
<li><strong>Business name</strong> exactly as it appears on your sign. Adding keywords ("Best Cheap Brakes Auto Repair") breaks Google's guidelines and can get the listing suspended.</li>
<li><strong>Primary category</strong>: "Auto repair shop". Add secondary categories only for work you really do, such as "Brake shop", "Oil change service" or "Tire shop".</li>
<li><strong>Hours</strong>, including holiday hours. Nothing loses trust faster than a customer driving to a closed shop.</li>
<li><strong>Phone number and website</strong> that match your site and other directories.</li>
</ul>
<h2>The details most shops skip</h2>
<ol>
<li><strong>Services with descriptions.</strong> List each service and write two sentences about it. These are read by customers and by Google.</li>
<li><strong>Attributes.</strong> Mark what applies: wheelchair accessible, women-owned or veteran-owned, free Wi-Fi in the waiting room, appointment required or walk-ins welcome.</li>
<li><strong>Photos every month.</strong> The storefront, the bays, the team, the waiting area, finished work. Profiles with fresh, real photos get more calls and direction requests.</li>
<li><strong>Questions and answers.</strong> Post and answer the questions you hear at the counter: "Do you work on European cars?", "Do you offer loaner vehicles?"</li>
<li><strong>Posts.</strong> A short update every week or two: a seasonal special, a new technician, an A/C check reminder before summer.</li>
</ol>
<h2>Reviews: ask, make it easy, reply</h2>
<p>Use the "Ask for reviews" link from your profile and send it by text after the customer picks up the car, while the good experience is fresh. Reply to every review within a couple of days. Thank the happy customers by name, and answer critical reviews calmly, with an offer to make it right offline. Future customers read your replies as much as the reviews themselves.</p>
<h2>Check it every quarter</h2>
<p>Anyone can suggest edits to your profile, and Google sometimes accepts them automatically. Put a reminder in your calendar to review your hours, categories and photos every three months. It takes twenty minutes and protects one of your most valuable marketing assets.</p>`,
  },
  {
    title: 'Turning Reviews Into Booked Bays',
    tags: ['Marketing', 'Business', 'Strategy'],
    metaTitle: 'Reputation Management for Auto Repair Shops: Turning Reviews Into Revenue',
    metaDescription:
      'How independent repair shops and dealerships can earn more reviews, respond well to negative ones, and turn their reputation into booked appointments.',
    metaKeywords: 'reputation management, online reviews, auto repair reviews, customer trust',
    daysAgo: 17,
    content: `<h2>Trust is the product you sell first</h2>
<p>Drivers rarely know whether a repair quote is fair. What they can judge is whether other people like them trusted you and were glad they did. That is why a shop with 240 reviews at 4.7 stars will usually get the call over a shop with 12 reviews at 5.0, even if the second shop is closer.</p>
<h2>Build a system for asking</h2>
<p>Most happy customers will leave a review if someone asks at the right moment and makes it easy. The best moment is right after pickup, when the car runs well and the invoice matched the estimate.</p>
<ul>
<li>Send a text with a direct link to your review page within a few hours of pickup.</li>
<li>Have your service advisors mention it in person: "If we took good care of you, a quick review really helps a local shop like ours."</li>
<li>Put a QR code at the counter and in the waiting room.</li>
</ul>
<p>Never offer discounts in exchange for reviews and never filter out customers you expect to be unhappy. Both break the platforms' rules, and customers can tell.</p>
<h2>Responding to a negative review</h2>
<p>A one-star review is not the end of the world. An angry reply is. When a critical review comes in:</p>
<ol>
<li>Wait until you are calm, but reply within two business days.</li>
<li>Thank the customer for the feedback and acknowledge their frustration without arguing the details in public.</li>
<li>Offer a direct way to resolve it: the manager's name and phone number.</li>
<li>If you fix the problem, it is fair to ask whether they would update the review.</li>
</ol>
<blockquote><p>Readers are not looking for a perfect shop. They are looking for a shop that treats people fairly when something goes wrong.</p></blockquote>
<h2>Put your reputation to work</h2>
<p>Reviews belong on more than your Google profile. Feature recent ones on your service pages, in your emails and in your ads. Track your rating and review count every month alongside car count and average repair order. When reviews go up, calls follow; when they stall, you will know to look at the customer experience before it shows in revenue.</p>`,
  },
  {
    title: 'Does Your Dealership Website Sell Cars After Hours?',
    tags: ['Development', 'Digital', 'Technology'],
    metaTitle: 'Dealership Website Design That Converts Visitors Into Leads',
    metaDescription:
      'What separates a dealership or repair shop website that generates leads from one that only looks good: speed, inventory search, clear calls to action and tracking.',
    metaKeywords:
      'dealership website, web design, lead generation, inventory search, website speed',
    daysAgo: 24,
    content: `<h2>Your showroom never closes online</h2>
<p>Most vehicle shopping now happens in the evening, on a phone, long after the sales floor has closed. Your website is the salesperson on shift at 10&nbsp;p.m. The question is whether it answers shoppers' questions and collects their details, or just shows a nice photo of the building.</p>
<h2>Speed comes first</h2>
<p>A shopper on a phone will not wait for a slow inventory page. Aim for the main content to appear in under two and a half seconds on a mid-range phone. The usual culprits are oversized photos, too many third-party scripts and chat widgets that load before anything else. Compress and resize vehicle photos, load only what the page needs, and test on a real phone over a mobile connection, not just on the office Wi-Fi.</p>
<h2>Make inventory easy to search</h2>
<ul>
<li>Filters that match how people shop: price range, body style, mileage, make and model.</li>
<li>A clear price, or a clear explanation of how pricing works.</li>
<li>At least 20 real photos per vehicle, with the first photo showing the whole car.</li>
<li>A vehicle history report link and the key specs above the fold.</li>
</ul>
<h2>One obvious next step on every page</h2>
<p>Every page should tell the visitor what to do next: check availability, schedule a test drive, value a trade-in, or book a service appointment. Keep forms short. Name, phone or email, and one question is enough to start a conversation; you can ask the rest on the phone.</p>
<h2>Measure what matters</h2>
<p>A website is only as good as the leads it produces. Track form submissions, calls from the site and direction requests as conversions, and look at them by page and by traffic source each month. If a page gets traffic but no leads, it needs a clearer offer or a simpler form. If an ad campaign brings clicks but no calls, it is costing you money.</p>
<h2>When to rebuild, and when to fix</h2>
<p>Not every underperforming site needs a rebuild. Often faster images, rewritten calls to action and a simpler form double the lead rate. But if your site cannot be edited without calling a developer, is not mobile-friendly, or runs on a platform that no longer gets security updates, it is time for a new one built around how your customers actually shop.</p>`,
  },
  {
    title: 'What an API Can Do for Your Shop Management System',
    tags: ['API', 'Technology', 'Development'],
    metaTitle: 'APIs for Auto Repair Shops: Connecting Your Shop Management System',
    metaDescription:
      'A practical explanation of APIs for shop owners: how connecting your shop management system to your website and tools saves time and wins customers.',
    metaKeywords: 'API, shop management system, online booking, integrations, automotive software',
    daysAgo: 31,
    content: `<h2>An API, in one sentence</h2>
<p>An API (application programming interface) is a doorway that lets two pieces of software talk to each other safely, without someone copying information from one screen into another. When your website shows live appointment slots from your shop management system, an API is doing the work.</p>
<h2>Why shop owners should care</h2>
<p>Every time an advisor retypes a customer's name, phone number and vehicle from a web form into the shop system, you pay for it twice: once in time, and again in mistakes. Connecting your systems removes that double entry and opens up features customers now expect.</p>
<h2>Useful connections for a repair shop</h2>
<ul>
<li><strong>Online booking</strong> that writes appointments straight into your schedule and only offers slots you really have.</li>
<li><strong>Status updates by text</strong> when a vehicle is inspected, approved, ready for pickup.</li>
<li><strong>Digital inspections</strong> with photos sent to the customer for approval, with the approval recorded back in the repair order.</li>
<li><strong>Review requests</strong> triggered automatically when an invoice is closed.</li>
<li><strong>Reporting</strong> that joins marketing data (where the customer came from) with shop data (what they spent), so you know which campaigns pay for themselves.</li>
</ul>
<h2>Questions to ask before you connect anything</h2>
<ol>
<li>Does your shop management system offer an official API or supported integrations? Screen-scraping breaks with every update.</li>
<li>Who owns the data, and can you export it if you change vendors?</li>
<li>How is customer information protected in transit and at rest, and who can access it?</li>
<li>What happens when one system is down? Good integrations queue changes and retry rather than losing them.</li>
</ol>
<h2>Start small</h2>
<p>The best first integration is usually the one that removes the most retyping. For most shops that is online booking or automatic review requests. Get one connection working reliably, measure the time it saves, then build the next one on the same foundation.</p>`,
  },
  {
    title: 'A 90-Day Content Plan for an Independent Repair Shop',
    tags: ['Content', 'Strategy', 'Marketing'],
    metaTitle: 'A 90-Day Content Marketing Plan for Auto Repair Shops',
    metaDescription:
      'A realistic three-month content plan for a busy repair shop: service pages, seasonal articles, short videos and emails that bring customers back.',
    metaKeywords: 'content marketing, blog, auto repair content, video marketing, email marketing',
    daysAgo: 38,
    content: `<h2>Content that answers real questions</h2>
<p>You do not need to become a publisher to win with content. You need to answer, in public, the questions your customers already ask your service advisors every day. Each good answer becomes a page that search engines can show and your team can send to customers.</p>
<h2>Month one: fix the foundations</h2>
<ul>
<li>Write or refresh a page for each of your five most profitable services. Explain the symptoms, what the job involves, roughly how long it takes and why to trust your shop with it.</li>
<li>Add an "About us" page with real photos of the team and your certifications.</li>
<li>Collect the twenty questions your advisors hear most often. This list feeds the next two months.</li>
</ul>
<h2>Month two: seasonal and local articles</h2>
<p>Publish one useful article a week tied to the season and your area: preparing a car for a winter road trip, what a warning light means, how often to change the oil in stop-and-go city driving. Keep each one practical and end with a clear invitation to book.</p>
<h2>Month three: video and email</h2>
<ol>
<li>Record short phone videos of a technician explaining a common repair in under a minute. Post them on your Google profile and social channels, and embed them in the matching service page.</li>
<li>Start a simple monthly email to past customers: one helpful tip, one seasonal reminder, one offer. Past customers are the cheapest customers to win back.</li>
</ol>
<h2>Keep it sustainable</h2>
<p>Consistency beats volume. One good article a week for a year will do more than ten rushed articles in a month. Put content on the calendar like any other shop job, assign an owner, and review every quarter which pages bring calls and which do not. Then write more of what works.</p>`,
  },
  {
    title: 'How Much Should a Repair Shop Spend on Marketing?',
    tags: ['Business', 'Strategy', 'Marketing'],
    metaTitle: 'Marketing Budgets for Auto Repair Shops and Dealerships',
    metaDescription:
      'How to set a marketing budget for an independent repair shop or dealership, split it between channels, and know whether it is working.',
    metaKeywords:
      'marketing budget, auto repair business, customer acquisition cost, ROI, strategy',
    daysAgo: 45,
    content: `<h2>Start from your numbers, not a rule of thumb</h2>
<p>You will hear that a shop should spend a fixed percentage of revenue on marketing. It is a reasonable starting point, but the right budget depends on your goals. A shop with a full schedule needs to protect its reputation and keep customers coming back. A shop with empty bays needs new customers, and that costs more.</p>
<h2>Know what a customer is worth</h2>
<p>Before deciding what to spend, work out two figures:</p>
<ul>
<li><strong>Average repair order</strong>: your total revenue divided by the number of invoices.</li>
<li><strong>Customer lifetime value</strong>: how much a typical customer spends with you over the years they keep coming back.</li>
</ul>
<p>If a loyal customer is worth several thousand dollars over five years, spending a hundred dollars to win one is a good investment, as long as you keep them.</p>
<h2>A sensible split</h2>
<ol>
<li><strong>Foundations first</strong>: a fast website, a complete Google Business Profile and a review system. These are the cheapest leads you will ever get.</li>
<li><strong>Retention</strong>: reminders, emails and texts to past customers. Bringing back a customer costs far less than finding a new one.</li>
<li><strong>Paid growth</strong>: local search ads and social ads aimed at the services and areas you want more of, with tracked calls and forms.</li>
</ol>
<h2>Measure every month</h2>
<p>For each channel, track what you spent, how many calls and bookings it produced, and the revenue from those customers. Divide spend by new customers to get your cost per customer. Keep the channels that bring customers at a cost you are happy with, fix or cut the rest, and revisit the budget every quarter as your schedule fills up.</p>
<h2>Spend with a plan</h2>
<p>Marketing without a plan feels expensive because it usually is. With clear goals, tracking and a monthly review, marketing becomes what it should be for a shop or dealership: a predictable way to turn dollars into booked bays and sold cars.</p>`,
  },
];
