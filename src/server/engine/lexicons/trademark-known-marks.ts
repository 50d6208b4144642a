// Marks owned by others that business plans mention: famous marks (for the near-match flag, by sound and spelling)
// and the platforms, tools and retailers founders name as channels, suppliers or competitors (never the user's marks).
// Sources: Interbrand "Best Global Brands" 2023 (the 100 brands) and Kantar BrandZ Most Valuable Global Brands 2024,
// for famousMarks; for knownThirdPartyMarks, Moatmap's own list of widely used platforms, marketplaces, software
// tools, payment providers, retailers and carriers, and the marks of the industry groups behind wireless and cable
// standards (Bluetooth SIG, Wi-Fi Alliance, USB-IF...). Lower case; multi-word marks with single spaces.

/** Famous marks: a user's name that sounds or looks like one of these draws a dilution and confusion warning. */
export const famousMarks: readonly string[] = `
apple|microsoft|amazon|google|samsung|toyota|coca-cola|mercedes-benz|mercedes|mcdonald's|mcdonalds|bmw|tesla|disney|
louis vuitton|cisco|nike|instagram|facebook|ibm|oracle|sap|adobe|chanel|hermes|youtube|intel|j.p. morgan|jpmorgan|
honda|american express|ikea|accenture|hyundai|allianz|visa|mastercard|paypal|pepsi|budweiser|ups|netflix|
gucci|zara|h&m|ford|nescafe|ebay|sony|nintendo|siemens|ferrari|porsche|audi|volkswagen|nissan|kia|lego|
starbucks|red bull|colgate|gillette|pampers|l'oreal|loreal|danone|nestle|heineken|corona|jack daniel's|
johnnie walker|hennessy|moet|dior|cartier|tiffany|prada|burberry|rolex|adidas|puma|under armour|lululemon|
levi's|levis|uber|airbnb|spotify|linkedin|twitter|tiktok|whatsapp|snapchat|pinterest|reddit|zoom|salesforce|
dell|hp|huawei|xiaomi|lenovo|panasonic|philips|canon|nikon|caterpillar|3m|john deere|deere|goldman sachs|
morgan stanley|citi|hsbc|santander|axa|kfc|burger king|subway|domino's|dominos|pizza hut|walmart|target|
costco|kellogg's|kelloggs|heinz|kodak|xerox|yahoo|alibaba|tencent|wechat|baidu|shopify|stripe|dropbox|slack|
tinder|fedex|dhl|boeing|airbus|visa|marvel|pixar|lexus|subaru|mazda|land rover|jaguar|bentley|rolls-royce|
harley-davidson|duracell|energizer|sprite|fanta|gatorade|doritos|lays|oreo|nutella|kitkat|pringles|tabasco|
velcro|jacuzzi|frisbee|band-aid|kleenex|post-it|tupperware|chobani|skittles|hershey's|hershey|m&m's|
android|iphone|ipad|windows|xbox|playstation|kindle|alexa|siri|chatgpt|openai|whole foods|trader joe's|
sephora|ulta|patagonia|north face|yeti|peloton|fitbit|garmin|gopro|bose|beats|dyson|nespresso|keurig|
vans|converse|crocs|ugg|ray-ban|oakley|supreme|vogue|espn|cnn|hbo|hulu|canva|figma|notion|zillow|doordash|
instacart|grubhub|lyft|robinhood|coinbase|venmo|zelle|square|intuit|quickbooks|turbotax|mailchimp|hubspot|
atlassian|jira|github|gitlab|twilio|nvidia|amd|qualcomm|arm|samsonite|bic|lacoste|tommy hilfiger|
calvin klein|ralph lauren|estee lauder|clinique|maybelline|nivea|dove|olay|neutrogena|aveda|glossier|
fenty|the ordinary|cerave|monster|rockstar|celsius|vitaminwater|smartwater|evian|perrier|san pellegrino|
la croix|lacroix|ben & jerry's|haagen-dazs|oatly|beyond meat|impossible foods|impossible|nasdaq`
  .trim()
  .split(/\s*\|\s*/);

/** Platforms, tools, marketplaces, retailers, carriers and public bodies' brands that plans mention as third parties. */
export const knownThirdPartyMarks: readonly string[] = `
lazada|shopee|tokopedia|jumia|takealot|flipkart|meesho|mercado libre|mercadolibre|rakuten|coupang|gojek|paystack|
flutterwave|m-pesa|mpesa|gcash|paytm|phonepe|razorpay|zomato|swiggy|trade me|bol.com|allegro|myob|
aws|amazon web services|azure|google cloud|gcp|heroku|vercel|netlify|digitalocean|cloudflare|firebase|supabase|
mongodb|postgresql|postgres|mysql|redis|snowflake|databricks|tableau|looker|power bi|excel|word|powerpoint|
office 365|microsoft 365|google workspace|gmail|outlook|teams|microsoft teams|google meet|webex|calendly|
docusign|asana|trello|monday.com|clickup|airtable|zapier|make|ifttt|intercom|zendesk|freshdesk|freshworks|
gusto|rippling|workday|bamboohr|xero|freshbooks|wave|netsuite|sage|bill.com|brex|ramp|expensify|plaid|
adyen|braintree|klarna|afterpay|affirm|apple pay|google pay|square|toast|clover|lightspeed|woocommerce|
wordpress|wix|squarespace|webflow|bigcommerce|magento|etsy|amazon marketplace|walmart marketplace|faire|
wayfair|best buy|home depot|lowe's|lowes|kroger|safeway|albertsons|publix|wegmans|sprouts|walgreens|cvs|
rite aid|boots|tesco|sainsbury's|waitrose|aldi|lidl|carrefour|ocado|asos|zalando|farfetch|shein|temu|
nordstrom|macy's|bloomingdale's|saks|neiman marcus|urban outfitters|anthropologie|goop|thrive market|
app store|google play|play store|apple app store|testflight|unity|unreal|roblox|steam|twitch|discord|
kickstarter|indiegogo|patreon|substack|medium|udemy|coursera|skillshare|teachable|kajabi|thinkific|khan academy|
duolingo|masterclass|linkedin learning|edx|epic|cerner|epic systems|athenahealth|teladoc|mychart|
hipaa|fda|usda|epa|ftc|fcc|sec|uspto|nih|nsf|cdc|who|ce|iso|ul|gdpr|sba|y combinator|techstars|
openai|anthropic|claude|gemini|llama|mistral|hugging face|tensorflow|pytorch|kubernetes|docker|terraform|
react|angular|vue|node.js|python|java|swift|kotlin|flutter|react native|ios|macos|linux|ubuntu|
ups|usps|fedex|dhl|shippo|shipstation|flexport|shipbob|sysco|us foods|alibaba|aliexpress|made-in-china|
upwork|fiverr|toptal|indeed|glassdoor|yelp|tripadvisor|opentable|resy|booking.com|expedia|uber eats|
postmates|deliveroo|just eat|gopuff|hellofresh|blue apron|grubhub|seamless|etsy|poshmark|depop|thredup|
the realreal|stockx|goat|vinted|craigslist|nextdoor|meta|threads|bluesky|x|tiktok shop|youtube shorts|
google ads|meta ads|facebook ads|google analytics|mixpanel|amplitude|segment|hotjar|semrush|ahrefs|
salesforce|pipedrive|zoho|marketo|klaviyo|sendgrid|constant contact|hootsuite|buffer|later|sprout social|
spotify|apple music|soundcloud|bandcamp|audible|apple podcasts|vimeo|adobe creative cloud|photoshop|
illustrator|premiere|final cut|autocad|solidworks|fusion 360|matlab|arduino|raspberry pi|
bluetooth|wi-fi|wifi|zigbee|z-wave|usb|hdmi|thunderbolt|lorawan|nfc forum|
oura|whoop|dexcom|medtronic|abbott|johnson & johnson|pfizer|moderna|novartis|roche|merck|bayer|
walgreens boots alliance|mayo clinic|kaiser permanente|blue cross|aetna|cigna|unitedhealthcare|humana|
ernst & young|deloitte|kpmg|pwc|mckinsey|bain|bcg|gartner|forrester|nielsen|statista|crunchbase|pitchbook`
  .trim()
  .split(/\s*\|\s*/);

/** Every mark above, lower case: a candidate with one of these names is someone else's, never the user's. */
export const thirdPartyMarks: ReadonlySet<string> = new Set([...famousMarks, ...knownThirdPartyMarks].map((m) => m.toLowerCase()));
