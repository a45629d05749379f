import hashlib

ME_WORK = "eleni.karras@westgarthhealth.org.au"
ME_HOME = "ekarras90@gmail.com"

EMAIL = {
    "Eleni Karras": ME_WORK,
    "Rebecca Hollis": "rebecca.hollis@westgarthhealth.org.au",
    "Hamish Clarke": "hamish.clarke@westgarthhealth.org.au",
    "Dimitra Alexiou": "dimitra.alexiou@westgarthhealth.org.au",
    "Tuan Pham": "tuan.pham@westgarthhealth.org.au",
    "Kirsty O'Brien": "kirsty.obrien@westgarthhealth.org.au",
    "Priya Raman": "priya.raman@westgarthhealth.org.au",
    "Sanjay Kumar": "sanjay.kumar@westgarthhealth.org.au",
    "Nicholas Barrett": "nicholas.barrett@westgarthhealth.org.au",
    "Fiona McAllister": "f.mcallister@latrobe.edu.au",
    "Aarav Shah": "21984433@students.latrobe.edu.au",
    "Jessica Lam": "21877102@students.latrobe.edu.au",
    "Mitchell Browne": "mbrowne2@student.unimelb.edu.au",
    "Chloe Nguyen": "chloe.nguyen1@student.unimelb.edu.au",
    "Ravi Patel": "22104517@students.latrobe.edu.au",
    "Ella Whitaker": "22091188@students.latrobe.edu.au",
    "Matt Kearney": "matt@northsidesportsphysio.com.au",
    "Raj Mehta": "drrajmehta@northsidesportsphysio.com.au",
    "Jordan Ellis": "jordan@northsidesportsphysio.com.au",
    "Tom Whitfield": "tomwhitfield.maths@gmail.com",
    "Eleni (personal)": ME_HOME,
    "Nikos Karras": "nikoskarras.electrical@gmail.com",
    "Linh Tran": "linh.tran.design@gmail.com",
    "Chrysoula Dimitriou": "soula.dimitriou@bigpond.com",
    "Priya Iyer": "priya.iyer.gp@gmail.com",
    "Georgia Mavros": "georgie.mavros@outlook.com",
    "Craig Dunn": "craig@dunnrightbuilding.com.au",
    "Anjali Desai": "anjali@desaikitchens.com.au",
    "Lauren Fitzgerald": "lauren@fitzgeraldconveyancing.com.au",
    "Vikram Singh": "vik@homeloanpartners.com.au",
    "Angela Costa": "angela.costa@pronoiacare.org.au",
    "Ben Hartley": "benhartley84@gmail.com",
}


def uid_for(handle):
    h = hashlib.sha1(("melb-physio:" + handle).encode()).hexdigest()
    alphabet = "abcdefghijklmnopqrstuv0123456789"
    n = int(h, 16)
    s = ""
    for _ in range(26):
        s += alphabet[n % 32]
        n //= 32
    return s + "@google.com"
